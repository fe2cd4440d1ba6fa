import type { HelpTexts } from './types'

export const en: HelpTexts = {
  faq: [
    {
      question: 'How do I deposit?',
      answer:
        'Open Deposit, choose a method, enter the amount and upload the transfer voucher. The funds are credited once the deposit is reviewed. For a bank transfer or a large deposit, contact customer service first.',
    },
    {
      question: 'What do I need to withdraw?',
      answer:
        'You need a completed identity verification, a withdraw password, and the address saved under Wallet addresses for the coin and network you withdraw on. Open Withdraw, choose the coin, the network and the address, then enter the amount to receive (the network fee comes on top), your withdraw password and the verification code sent to the e-mail address or phone number you log in with. Open seconds trades must be settled first, and withdrawals wait 24 hours after a security change or a newly added address.',
    },
    {
      question: 'How does a seconds trade settle?',
      answer:
        'When the period you chose ends, the order settles at the price at that moment. Up wins if it is above your buy price, down wins if it is below; an equal price is a draw and the stake is returned. Otherwise the stake is lost.',
    },
    {
      question: 'What does early redemption of lock mining cost?',
      answer:
        'The amount stays locked until the end of the cycle. Redeeming earlier costs a penalty: penalty ratio × remaining days × locked amount. Daily returns are not guaranteed.',
    },
    {
      question: 'Why do I need certification?',
      answer:
        'Withdrawals and lock mining need identity verification: choose the document type and enter your real name and ID number as on the document; it counts once reviewed. Advanced verification follows, with photos of the front and back of the document and of you holding it. Your name and ID number cannot be changed once certified.',
    },
    {
      question: 'I forgot my login password',
      answer:
        'On the login page choose "Forgot password", enter your phone number or e-mail, the verification code you receive and a new password.',
    },
    {
      question: 'I forgot my withdraw password',
      answer:
        'In My account → Personal information → Security, choose Change withdraw password, enter the verification code sent to the e-mail address or phone number you log in with, and the new password twice. If you can no longer receive codes there, contact customer service to reset it. For your safety, withdrawals may pause for 24 hours after the change.',
    },
    {
      question: 'Are the prices real?',
      answer:
        'No. All market data in this app is simulated by the server and does not come from an exchange. It says nothing about real markets.',
    },
  ],
  about: {
    title: 'About us',
    paragraphs: [
      'This app lets you follow markets, place seconds trades and buy lock-mining products with the funds in your account.',
      'It runs on a reference server: market data is simulated, and the operator of this installation decides which deposit and withdrawal routes are available.',
    ],
  },
  compliance: {
    title: 'Compliance and risk disclosure',
    sections: [
      {
        heading: 'Simulated market data',
        text: 'Prices, charts and volumes in this app are simulated. They are not connected to any exchange and do not follow real markets.',
      },
      {
        heading: 'Trading risk',
        text: 'A seconds trade can lose its whole stake within seconds. Only stake what you can afford to lose.',
      },
      {
        heading: 'Lock mining',
        text: 'Daily rates are ranges, not promises: returns are not guaranteed, and early redemption costs a penalty.',
      },
      {
        heading: 'No promises',
        text: 'Nothing in this app is investment advice or a promise of profit. No system is free of risk, including the safety of funds held here.',
      },
    ],
  },
  agreement: {
    title: 'User agreement',
    sections: [
      {
        heading: 'The service',
        text: 'This app offers simulated market data, seconds trading and lock-mining products on the funds in your account, run by the operator of this installation.',
      },
      {
        heading: 'Your responsibilities',
        text: 'Give true information when you register and certify, use the app only for yourself and follow the law where you live.',
      },
      {
        heading: 'Risk',
        text: 'Trading can lose money and returns are not guaranteed. You decide and bear the result of each order.',
      },
      {
        heading: 'Account security',
        text: 'Keep your passwords and verification codes to yourself. Nobody from customer service will ask for them.',
      },
      {
        heading: 'Data we keep',
        text: 'Your account details, certification documents, orders and account records are kept to run the service and are not sold.',
      },
    ],
  },
  contact: {
    title: 'Customer service',
    intro: 'Customer service helps with:',
    handles: ['resetting a withdraw password', 'large deposits', 'deposits by bank transfer'],
    none: 'No contact channel has been set up for this installation yet. Please check My account - Messages: replies from customer service arrive there.',
  },
}
