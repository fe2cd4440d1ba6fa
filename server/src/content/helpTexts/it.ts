import type { HelpTexts } from './types'

export const it: HelpTexts = {
  faq: [
    {
      question: 'Come faccio un deposito?',
      answer:
        'Apra Deposito, scelga un metodo, inserisca l’importo e carichi la ricevuta del bonifico. I fondi vengono accreditati dopo la verifica. Per un bonifico bancario o un deposito elevato, contatti prima l’assistenza clienti.',
    },
    {
      question: 'Cosa serve per prelevare?',
      answer:
        "Servono una verifica dell'identità approvata, una password di prelievo e l'indirizzo salvato in Indirizzi wallet per la moneta e la rete del prelievo. Apra Prelievo, scelga moneta, rete e indirizzo e inserisca l'importo da ricevere (la commissione di rete si aggiunge), la password di prelievo e il codice di verifica inviato all'e-mail o al numero di telefono con cui accede. Le operazioni a secondi aperte devono prima essere regolate, e i prelievi attendono 24 ore dopo una modifica di sicurezza o un nuovo indirizzo.",
    },
    {
      question: 'Come viene regolato un trade a secondi?',
      answer:
        'Alla fine del periodo scelto l’ordine viene regolato al prezzo di quell’istante. Il rialzo vince se è sopra il prezzo di acquisto, il ribasso se è sotto; a prezzo uguale è un pareggio e la puntata viene restituita. Altrimenti la puntata è persa.',
    },
    {
      question: 'Quanto costa il riscatto anticipato nel mining vincolato?',
      answer:
        'L’importo resta vincolato fino alla fine del ciclo. Un riscatto anticipato costa una penale: percentuale di penale × giorni rimanenti × importo vincolato. I rendimenti giornalieri non sono garantiti.',
    },
    {
      question: 'Perché serve la verifica?',
      answer:
        "Prelievi e lock mining richiedono la verifica dell'identità: scelga il tipo di documento e inserisca nome reale e numero del documento come riportati sul documento; vale una volta esaminata. Segue la verifica avanzata, con le foto del fronte e del retro del documento e di lei che lo tiene in mano. Nome e numero non si possono più cambiare dopo la verifica.",
    },
    {
      question: 'Ho dimenticato la password di accesso',
      answer:
        'Nella pagina di accesso scelga «Password dimenticata?» e inserisca telefono o e-mail, il codice di verifica ricevuto e una nuova password.',
    },
    {
      question: 'Ho dimenticato la password di prelievo',
      answer:
        "In Il mio account → Informazioni personali → Sicurezza scelga «Cambia password di prelievo», inserisca il codice di verifica inviato all'e-mail o al numero di telefono con cui accede e due volte la nuova password. Se lì non riceve più codici, contatti l'assistenza clienti per reimpostarla. Per sicurezza, i prelievi possono essere sospesi per 24 ore dopo la modifica.",
    },
    {
      question: 'I prezzi sono reali?',
      answer:
        'No. Tutti i dati di mercato di questa app sono simulati dal server e non provengono da alcun exchange. Non dicono nulla dei mercati reali.',
    },
  ],
  about: {
    title: 'Chi siamo',
    paragraphs: [
      'Questa app Le permette di seguire i mercati, fare trading a secondi e acquistare prodotti di mining vincolato con i fondi del Suo conto.',
      'Funziona su un server di riferimento: i dati di mercato sono simulati e l’operatore di questa installazione decide quali canali di deposito e prelievo sono disponibili.',
    ],
  },
  compliance: {
    title: 'Conformità e informativa sui rischi',
    sections: [
      {
        heading: 'Dati di mercato simulati',
        text: 'Prezzi, grafici e volumi di questa app sono simulati. Non sono collegati ad alcun exchange e non seguono i mercati reali.',
      },
      {
        heading: 'Rischio di trading',
        text: 'Un trade a secondi può perdere l’intera puntata in pochi secondi. Punti solo ciò che può permettersi di perdere.',
      },
      {
        heading: 'Mining vincolato',
        text: 'I tassi giornalieri sono intervalli, non promesse: i rendimenti non sono garantiti e il riscatto anticipato costa una penale.',
      },
      {
        heading: 'Nessuna promessa',
        text: 'Nulla in questa app è una consulenza sugli investimenti o una promessa di guadagno. Nessun sistema è privo di rischi, nemmeno per la sicurezza dei fondi qui depositati.',
      },
    ],
  },
  agreement: {
    title: 'Contratto d’uso',
    sections: [
      {
        heading: 'Il servizio',
        text: 'Questa app offre dati di mercato simulati, trading a secondi e prodotti di mining vincolato sui fondi del Suo conto, gestita dall’operatore di questa installazione.',
      },
      {
        heading: 'Le Sue responsabilità',
        text: 'Fornisca dati veritieri alla registrazione e alla verifica, usi l’app solo per sé e rispetti la legge del luogo in cui vive.',
      },
      {
        heading: 'Rischio',
        text: 'Il trading può far perdere denaro e i rendimenti non sono garantiti. Decide Lei ogni ordine e ne sopporta il risultato.',
      },
      {
        heading: 'Sicurezza dell’account',
        text: 'Tenga per sé password e codici di verifica. L’assistenza clienti non Glieli chiederà mai.',
      },
      {
        heading: 'Dati conservati',
        text: 'I dati del Suo account, i documenti di verifica, gli ordini e i movimenti sono conservati per far funzionare il servizio e non vengono venduti.',
      },
    ],
  },
  contact: {
    title: 'Assistenza clienti',
    intro: 'L’assistenza clienti La aiuta con:',
    handles: [
      'la reimpostazione della password di prelievo',
      'i depositi elevati',
      'i depositi tramite bonifico bancario',
    ],
    none: 'Per questa installazione non è ancora stato configurato alcun canale di contatto. Controlli Il mio account - Messaggi: le risposte dell’assistenza clienti arrivano lì.',
  },
}
