import type { HelpTexts } from './types'

export const pt: HelpTexts = {
  faq: [
    {
      question: 'Como faço um depósito?',
      answer:
        'Abra Depósito, escolha um método, informe o valor e envie o comprovante da transferência. Os fundos são creditados após a análise. Para transferência bancária ou depósito alto, fale antes com o atendimento ao cliente.',
    },
    {
      question: 'O que preciso para sacar?',
      answer:
        'Você precisa estar verificado, ter vinculado um endereço de carteira e definido uma palavra-passe de levantamento. Depois abra Saque e informe o valor e sua palavra-passe de levantamento.',
    },
    {
      question: 'Como uma negociação por segundos é liquidada?',
      answer:
        'Quando o período escolhido termina, a ordem é liquidada ao preço daquele instante. Alta vence se ele estiver acima do seu preço de compra, baixa se estiver abaixo; com preço igual é empate e o valor apostado é devolvido. Caso contrário, o valor apostado é perdido.',
    },
    {
      question: 'Quanto custa o resgate antecipado na mineração bloqueada?',
      answer:
        'O valor fica bloqueado até o fim do ciclo. Resgatar antes custa uma multa: taxa de multa × dias restantes × valor bloqueado. Os rendimentos diários não são garantidos.',
    },
    {
      question: 'Por que preciso de verificação?',
      answer:
        'Saques e mineração bloqueada exigem verificação de identidade: etapa 1 com seu nome e número do documento, etapa 2 com fotos dos documentos. Depois de verificado, o nome não pode ser alterado.',
    },
    {
      question: 'Esqueci minha senha de login',
      answer:
        'Na página de login escolha "Esqueceu a senha?" e informe seu telefone ou e-mail, o código de verificação recebido e uma nova senha.',
    },
    {
      question: 'Esqueci minha palavra-passe de levantamento',
      answer:
        'Defina uma nova em Minha conta → Informações pessoais → Definir palavra-passe de levantamento com um código de verificação. Se não for possível, peça ao atendimento ao cliente para redefini-la.',
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
      'Este app permite acompanhar mercados, fazer negociações por segundos e comprar produtos de mineração bloqueada com os fundos da sua conta.',
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
    title: 'Atendimento ao cliente',
    intro: 'O atendimento ao cliente ajuda com:',
    handles: [
      'redefinir a palavra-passe de levantamento',
      'depósitos de valor alto',
      'depósitos por transferência bancária',
    ],
    none: 'Nenhum canal de contato foi configurado nesta instalação ainda. Veja Minha conta - Mensagens: as respostas do atendimento ao cliente chegam lá.',
  },
}
