import type { HelpTexts } from './types'

export const en: HelpTexts = {
  faq: [
    {
      question: 'How do I deposit?',
      answer:
        'Open Deposit and choose the Deposit method and the Coin. Virtual currency: choose the Network and send only that coin, on that network, to the Deposit address shown (also as a QR code), at least the minimum shown. Bank card or Bank transfer: pay to the account under "Pay to this account" and quote Your reference in the payment; if no account is shown, ask customer service for the payment details. Third-party payment: ask customer service for the payment details. Then enter the amount, upload the Payment voucher and tap Submit. A deposit is credited only after its voucher has been reviewed.',
    },
    {
      question: 'What do I need to withdraw?',
      answer:
        'You need a completed identity verification, a withdraw password, and the address saved under Wallet addresses for the coin and network you withdraw on. Open Withdraw, choose the coin, the network and the address, then enter the amount to receive (the network fee comes on top), your withdraw password and the verification code sent to the e-mail address or phone number you log in with. Open seconds trades must be settled first, and withdrawals wait 24 hours after a security change or a newly added address. If you have bound an authenticator, the form also asks for the Authenticator code it shows.',
    },
    {
      question: 'How does a seconds trade settle?',
      answer:
        "Buying takes the Stake and the Fee from your balance at once. The Buy price is the price when the server receives the order. At buy time plus the seconds you chose, the recorded price of that instant decides: above the buy price, Buy up wins; below it, Buy down wins. A win pays the stake plus stake × the option's profit ratio, rounded down to the cent. If unchanged, the stake comes back but the fee does not. Otherwise the stake is lost.",
    },
    {
      question: 'What does early redemption of lock mining cost?',
      answer:
        'The amount stays locked for the Lock period, until the End date; then it returns to your asset account by itself. To get it back sooner, tap Redeem early on the order in Lock-mining orders: the Penalty is the penalty rate % × remaining days × amount, the Refund (the rest) reaches your asset account at once, and no more daily profit is paid. Daily returns are not guaranteed.',
    },
    {
      question: 'Why do I need certification?',
      answer:
        'Withdrawals and lock mining need identity verification: choose the document type and enter your real name and ID number as on the document; it counts once reviewed. Advanced verification follows, with photos of the front and back of the document and of you holding it. Your name and ID number cannot be changed once certified.',
    },
    {
      question: 'I forgot my login password',
      answer:
        'On the login page tap "Forgot password?". Choose Phone or E-mail, enter your number or address, tap Send code, enter the Verification code and tap Next. Then enter the New password, type it again under Confirm password and tap Set new password. You are logged out on every device: log in with the new password. Withdrawals then wait 24 hours.',
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
      'This app lets you follow markets and trade with the funds in your account: seconds trades, spot trading on an order book, leveraged trading with isolated margin and copy trading. It also offers lock mining, dual investment, token projects, loans against collateral, buying coins from merchants (P2P) and digital collectibles.',
      'You deposit, withdraw, exchange coins and move funds between your accounts in the app, and every change of a balance is kept as an account record you can read. An authenticator can protect your sign-in and withdrawals.',
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
    intro:
      'Write to customer service in the chat below: answers appear there and in Messages. Customer service helps with:',
    handles: [
      'resetting a withdraw password',
      'large deposits',
      'deposits by bank transfer or third-party payment',
    ],
    none: 'No contact channel has been set up for this installation: please write to customer service in the chat on this page.',
  },
}
