import type { HelpTexts } from './types'

export const es: HelpTexts = {
  faq: [
    {
      question: '¿Cómo hago un depósito?',
      answer:
        'Abra Depósito y elija el Método de depósito y la Moneda. Moneda virtual: elija la Red y envíe solo esa moneda, por esa red, a la Dirección de depósito mostrada (también como código QR), al menos el mínimo indicado. Tarjeta bancaria o Transferencia bancaria: pague a la cuenta que aparece en «Pague a esta cuenta» e indique «Su referencia» en el pago; si no aparece ninguna cuenta, pida los datos de pago a atención al cliente. Pago a través de terceros: pida los datos de pago a atención al cliente. Después introduzca el importe, suba el Comprobante de pago y toque «Enviar». El depósito se abona solo después de revisar el comprobante.',
    },
    {
      question: '¿Qué necesito para retirar?',
      answer:
        'Necesita una verificación de identidad aprobada, una contraseña de retiro y la dirección guardada en Direcciones de billetera para la moneda y la red del retiro. Abra Retiro, elija la moneda, la red y la dirección, e introduzca el importe a recibir (la comisión de red se suma), su contraseña de retiro y el código de verificación enviado al correo electrónico o al teléfono con el que inicia sesión. Las operaciones por segundos abiertas deben liquidarse antes, y los retiros esperan 24 horas tras un cambio de seguridad o una dirección nueva. Si ha vinculado una app de autenticación, el formulario también pide el código de autenticación que muestra.',
    },
    {
      question: '¿Cómo se liquida una operación por segundos?',
      answer:
        'Al comprar, la Inversión y la Comisión se descuentan al instante. El Precio de compra es el precio cuando el servidor recibe la orden. En la hora de compra más los segundos elegidos decide el precio registrado de ese instante: por encima del precio de compra gana «Comprar al alza»; por debajo, «Comprar a la baja». Una ganancia paga la inversión más inversión × porcentaje de ganancia de la opción, redondeado hacia abajo al céntimo. Si el precio no cambia, se devuelve la inversión, pero no la comisión. En otro caso, la inversión se pierde.',
    },
    {
      question: '¿Cuánto cuesta el rescate anticipado en minería bloqueada?',
      answer:
        'El importe queda bloqueado durante el Plazo de bloqueo, hasta la Fecha de fin; después vuelve automáticamente a su cuenta de activos. Para recuperarlo antes, toque «Rescatar antes» en la orden, en Órdenes de minería bloqueada: la Penalización es porcentaje de penalización % × días restantes × importe, el Reembolso (el resto) llega al instante a su cuenta de activos y ya no se paga ganancia diaria. Los rendimientos diarios no están garantizados.',
    },
    {
      question: '¿Por qué necesito verificarme?',
      answer:
        'Los retiros y el lock mining requieren la verificación de identidad: elija el tipo de documento e introduzca su nombre real y el número de documento tal como figuran en él; cuenta una vez revisada. Después sigue la verificación avanzada, con fotos del anverso y el reverso del documento y de usted sosteniéndolo. El nombre y el número no se pueden cambiar una vez verificados.',
    },
    {
      question: 'Olvidé mi contraseña de inicio de sesión',
      answer:
        'En la página de inicio de sesión toque «¿Olvidó su contraseña?». Elija Teléfono o Correo electrónico, introduzca su número o dirección, toque «Enviar código», introduzca el Código de verificación y toque «Siguiente». Después escriba la Nueva contraseña, repítala en «Confirmar contraseña» y toque «Establecer nueva contraseña». Se cerrará su sesión en todos los dispositivos: inicie sesión con la nueva contraseña. Después, los retiros esperan 24 horas.',
    },
    {
      question: 'Olvidé mi contraseña de retiro',
      answer:
        'En Mi cuenta → Información personal → Seguridad, elija «Cambiar contraseña de retiro», introduzca el código de verificación enviado al correo electrónico o al teléfono con el que inicia sesión y dos veces la nueva contraseña. Si ya no puede recibir códigos allí, contacte con atención al cliente para restablecerla. Por su seguridad, los retiros pueden pausarse 24 horas tras el cambio.',
    },
    {
      question: '¿Los precios son reales?',
      answer:
        'No. Todos los datos de mercado de esta app los simula el servidor y no proceden de ningún exchange. No dicen nada de los mercados reales.',
    },
  ],
  about: {
    title: 'Sobre nosotros',
    paragraphs: [
      'Esta app le permite seguir los mercados y operar con los fondos de su cuenta: operaciones por segundos, trading al contado en un libro de órdenes, trading con apalancamiento y margen aislado, y copy trading. También ofrece minería bloqueada, inversión dual, proyectos de tokens, préstamos con garantía, compra de monedas a comerciantes (P2P) y coleccionables digitales.',
      'En la app usted deposita, retira, intercambia monedas y mueve fondos entre sus cuentas, y cada cambio de un saldo queda como un movimiento de cuenta que puede consultar. Una app de autenticación puede proteger su inicio de sesión y sus retiros.',
      'Funciona en un servidor de referencia: los datos de mercado son simulados, y el operador de esta instalación decide qué vías de depósito y retiro hay disponibles.',
    ],
  },
  compliance: {
    title: 'Cumplimiento y aviso de riesgos',
    sections: [
      {
        heading: 'Datos de mercado simulados',
        text: 'Los precios, gráficos y volúmenes de esta app son simulados. No están conectados a ningún exchange ni siguen los mercados reales.',
      },
      {
        heading: 'Riesgo de trading',
        text: 'Una operación por segundos puede perder toda la apuesta en segundos. Apueste solo lo que pueda permitirse perder.',
      },
      {
        heading: 'Minería bloqueada',
        text: 'Las tasas diarias son rangos, no promesas: los rendimientos no están garantizados y el rescate anticipado tiene una penalización.',
      },
      {
        heading: 'Sin promesas',
        text: 'Nada en esta app es asesoramiento de inversión ni una promesa de ganancias. Ningún sistema está libre de riesgo, tampoco la seguridad de los fondos guardados aquí.',
      },
    ],
  },
  agreement: {
    title: 'Acuerdo de usuario',
    sections: [
      {
        heading: 'El servicio',
        text: 'Esta app ofrece datos de mercado simulados, trading por segundos y productos de minería bloqueada con los fondos de su cuenta, gestionada por el operador de esta instalación.',
      },
      {
        heading: 'Sus responsabilidades',
        text: 'Dé información veraz al registrarse y verificarse, use la app solo para usted y cumpla la ley del lugar donde vive.',
      },
      {
        heading: 'Riesgo',
        text: 'El trading puede hacerle perder dinero y los rendimientos no están garantizados. Usted decide cada orden y asume su resultado.',
      },
      {
        heading: 'Seguridad de la cuenta',
        text: 'No comparta sus contraseñas ni sus códigos de verificación. Atención al cliente nunca se los pedirá.',
      },
      {
        heading: 'Datos que guardamos',
        text: 'Los datos de su cuenta, documentos de verificación, órdenes y registros de cuenta se guardan para prestar el servicio y no se venden.',
      },
    ],
  },
  contact: {
    title: 'Atención al cliente',
    intro:
      'Escriba a atención al cliente en el chat de abajo: las respuestas aparecen allí y en Mensajes. Atención al cliente le ayuda con:',
    handles: [
      'restablecer una contraseña de retiro',
      'depósitos grandes',
      'depósitos por transferencia bancaria o pago a través de terceros',
    ],
    none: 'Esta instalación no tiene configurado ningún canal de contacto externo. Use el chat de esta página.',
  },
}
