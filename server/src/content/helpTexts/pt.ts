import type { HelpTexts } from './types'

export const pt: HelpTexts = {
  faq: [
    {
      question: 'Como faço um depósito?',
      answer:
        'Abra Depósito e escolha o Método de depósito e a Moeda. Moeda virtual: escolha a Rede e envie apenas essa moeda, nessa rede, para o Endereço de depósito apresentado (também em código QR), pelo menos o mínimo indicado. Cartão bancário ou Transferência bancária: pague para a conta indicada em «Pague para esta conta» e indique «Sua referência» no pagamento; se não for apresentada nenhuma conta, peça os dados de pagamento ao apoio ao cliente. Pagamento por terceiros: peça os dados de pagamento ao apoio ao cliente. Depois introduza o valor, carregue o Comprovativo de pagamento e toque em «Enviar». O depósito só é creditado depois de o comprovativo ser analisado.',
    },
    {
      question: 'O que preciso para sacar?',
      answer:
        'Precisa de uma verificação de identidade aprovada, de uma palavra-passe de levantamento e do endereço guardado em Endereços de carteira para a moeda e a rede do levantamento. Abra Levantamento, escolha a moeda, a rede e o endereço e introduza o valor a receber (a taxa de rede acresce), a sua palavra-passe de levantamento e o código de verificação enviado para o e-mail ou número de telefone com que inicia sessão. As negociações por segundos em aberto têm de estar liquidadas primeiro, e os levantamentos esperam 24 horas após uma alteração de segurança ou um endereço novo. Se vinculou um aplicativo autenticador, o formulário também pede o código de autenticação que ele mostra.',
    },
    {
      question: 'Como uma negociação por segundos é liquidada?',
      answer:
        'Ao comprar, o Investimento e a Taxa são descontados de imediato. O Preço de compra é o preço quando o servidor recebe a ordem. Na hora de compra mais os segundos escolhidos decide o preço registado nesse instante: acima do preço de compra ganha «Comprar alta»; abaixo, ganha «Comprar baixa». Um ganho paga o investimento mais investimento × percentagem de lucro da opção, arredondado para baixo ao cêntimo. Se o preço não mudar, o investimento é devolvido; a taxa não. Caso contrário, o investimento é perdido.',
    },
    {
      question: 'Quanto custa o resgate antecipado na mineração bloqueada?',
      answer:
        'O valor fica bloqueado durante o Prazo de bloqueio, até à Data final; depois volta automaticamente para a sua conta de ativos. Para o reaver antes, toque em «Resgatar antes» na ordem, em Ordens de mineração bloqueada: a Multa é taxa de multa % × dias restantes × valor, o Reembolso (o restante) vai de imediato para a sua conta de ativos e deixa de ser pago lucro diário. Os rendimentos diários não são garantidos.',
    },
    {
      question: 'Por que preciso de verificação?',
      answer:
        'Os levantamentos e o lock mining exigem a verificação de identidade: escolha o tipo de documento e introduza o nome real e o número do documento tal como constam dele; conta depois de analisada. Segue-se a verificação avançada, com fotos da frente e do verso do documento e de si a segurá-lo. O nome e o número não podem ser alterados depois da verificação.',
    },
    {
      question: 'Esqueci minha senha de login',
      answer:
        'Na página de início de sessão toque em «Esqueceu-se da palavra-passe?». Escolha Telefone ou E-mail, introduza o número ou o endereço, toque em «Enviar código», introduza o Código de verificação e toque em «Seguinte». Depois introduza a Nova palavra-passe, repita-a em «Confirmar palavra-passe» e toque em «Definir nova palavra-passe». A sessão termina em todos os dispositivos: inicie sessão com a nova palavra-passe. Depois disso, os levantamentos aguardam 24 horas.',
    },
    {
      question: 'Esqueci minha palavra-passe de levantamento',
      answer:
        'Em A minha conta → Informações pessoais → Segurança, escolha «Alterar palavra-passe de levantamento», introduza o código de verificação enviado para o e-mail ou número de telefone com que inicia sessão e duas vezes a nova palavra-passe. Se já não consegue receber códigos aí, contacte o apoio ao cliente para a repor. Por segurança, os levantamentos podem ficar suspensos 24 horas após a alteração.',
    },
    {
      question: 'Os preços são reais?',
      answer:
        'Não. Todos os dados de mercado deste app são simulados pelo servidor e não vêm de nenhuma corretora. Eles não dizem nada sobre mercados reais.',
    },
  ],
  about: {
    title: 'Sobre nós',
    paragraphs: [
      'Este app permite acompanhar mercados e negociar com os fundos da sua conta: negociações por segundos, negociação à vista num livro de ofertas, negociação alavancada com margem isolada e copy trading. Também oferece mineração bloqueada, investimento duplo, projetos de tokens, empréstimos com garantia, compra de moedas de comerciantes (P2P) e colecionáveis digitais.',
      'No app você deposita, saca, troca moedas e move fundos entre as suas contas, e cada alteração de um saldo fica registrada como um lançamento da conta que você pode consultar. Um aplicativo autenticador pode proteger o seu login e os seus saques.',
      'Ele roda em um servidor de referência: os dados de mercado são simulados, e o operador desta instalação decide quais formas de depósito e saque estão disponíveis.',
    ],
  },
  compliance: {
    title: 'Conformidade e aviso de riscos',
    sections: [
      {
        heading: 'Dados de mercado simulados',
        text: 'Preços, gráficos e volumes neste app são simulados. Não estão ligados a nenhuma corretora e não seguem mercados reais.',
      },
      {
        heading: 'Risco de negociação',
        text: 'Uma negociação por segundos pode perder todo o valor apostado em segundos. Aposte apenas o que pode perder.',
      },
      {
        heading: 'Mineração bloqueada',
        text: 'As taxas diárias são faixas, não promessas: os rendimentos não são garantidos e o resgate antecipado custa uma multa.',
      },
      {
        heading: 'Sem promessas',
        text: 'Nada neste app é recomendação de investimento ou promessa de lucro. Nenhum sistema é livre de risco, nem mesmo a segurança dos fundos mantidos aqui.',
      },
    ],
  },
  agreement: {
    title: 'Contrato de usuário',
    sections: [
      {
        heading: 'O serviço',
        text: 'Este app oferece dados de mercado simulados, negociação por segundos e produtos de mineração bloqueada com os fundos da sua conta, operado pelo operador desta instalação.',
      },
      {
        heading: 'Suas responsabilidades',
        text: 'Forneça informações verdadeiras no cadastro e na verificação, use o app apenas para você e cumpra a lei do lugar onde vive.',
      },
      {
        heading: 'Risco',
        text: 'Negociar pode causar perdas e os rendimentos não são garantidos. Você decide cada ordem e arca com o resultado.',
      },
      {
        heading: 'Segurança da conta',
        text: 'Guarde suas senhas e códigos de verificação só para você. O atendimento ao cliente nunca vai pedi-los.',
      },
      {
        heading: 'Dados que guardamos',
        text: 'Os dados da sua conta, documentos de verificação, ordens e registros de conta são guardados para operar o serviço e não são vendidos.',
      },
    ],
  },
  contact: {
    title: 'Apoio ao cliente',
    intro:
      'Escreva ao apoio ao cliente na conversa abaixo: as respostas aparecem aí e em Mensagens. O apoio ao cliente ajuda com:',
    handles: [
      'repor a palavra-passe de levantamento',
      'depósitos de valor elevado',
      'depósitos por transferência bancária ou pagamento por terceiros',
    ],
    none: 'Ainda não foi configurado nenhum canal de contacto externo nesta instalação. Use a conversa nesta página.',
  },
}
