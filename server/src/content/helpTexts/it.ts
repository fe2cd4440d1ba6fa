import type { HelpTexts } from './types'

export const it: HelpTexts = {
  faq: [
    {
      question: 'Come faccio un deposito?',
      answer:
        'Apra Deposito e scelga il Metodo di deposito e la Moneta. Valuta virtuale: scelga la Rete e invii solo quella moneta, su quella rete, all’Indirizzo di deposito mostrato (anche come codice QR), almeno il minimo indicato. Carta bancaria o Bonifico bancario: paghi sul conto indicato sotto «Paghi su questo conto» e riporti «Il suo riferimento» nel pagamento; se non è indicato alcun conto, chieda i dati di pagamento all’assistenza clienti. Pagamento tramite terzi: chieda i dati di pagamento all’assistenza clienti. Poi inserisca l’importo, carichi la Ricevuta di pagamento e tocchi «Invia». Il deposito viene accreditato solo dopo la verifica della ricevuta.',
    },
    {
      question: 'Cosa serve per prelevare?',
      answer:
        "Servono una verifica dell'identità approvata, una password di prelievo e l'indirizzo salvato in Indirizzi wallet per la moneta e la rete del prelievo. Apra Prelievo, scelga moneta, rete e indirizzo e inserisca l'importo da ricevere (la commissione di rete si aggiunge), la password di prelievo e il codice di verifica inviato all'e-mail o al numero di telefono con cui accede. Le operazioni a secondi aperte devono prima essere regolate, e i prelievi attendono 24 ore dopo una modifica di sicurezza o un nuovo indirizzo. Se ha collegato un’app di autenticazione, il modulo chiede anche il codice di autenticazione che essa mostra.",
    },
    {
      question: 'Come viene regolato un trade a secondi?',
      answer:
        'All’acquisto, l’Investimento e la Commissione vengono addebitati subito. Il Prezzo di acquisto è il prezzo quando il server riceve l’ordine. All’ora di acquisto più i secondi scelti decide il prezzo registrato in quell’istante: sopra il prezzo di acquisto vince «Compra al rialzo», sotto vince «Compra al ribasso». Una vincita paga l’investimento più investimento × percentuale di profitto dell’opzione, arrotondato per difetto al centesimo. Se il prezzo non cambia, l’investimento viene restituito, la commissione no. Altrimenti l’investimento è perso.',
    },
    {
      question: 'Quanto costa il riscatto anticipato nel mining vincolato?',
      answer:
        'L’importo resta vincolato per il Periodo di vincolo, fino alla Data di fine; poi torna automaticamente sul Suo conto attività. Per riaverlo prima, tocchi «Riscatto anticipato» sull’ordine in Ordini di mining vincolato: la Penale è percentuale di penale % × giorni residui × importo, il Rimborso (il resto) arriva subito sul Suo conto attività e non viene più pagato alcun profitto giornaliero. I rendimenti giornalieri non sono garantiti.',
    },
    {
      question: 'Perché serve la verifica?',
      answer:
        "Prelievi e lock mining richiedono la verifica dell'identità: scelga il tipo di documento e inserisca nome reale e numero del documento come riportati sul documento; vale una volta esaminata. Segue la verifica avanzata, con le foto del fronte e del retro del documento e di lei che lo tiene in mano. Nome e numero non si possono più cambiare dopo la verifica.",
    },
    {
      question: 'Ho dimenticato la password di accesso',
      answer:
        'Nella pagina di accesso tocchi «Password dimenticata?». Scelga Telefono o E-mail, inserisca numero o indirizzo, tocchi «Invia codice», inserisca il Codice di verifica e tocchi «Avanti». Poi inserisca la Nuova password, la ripeta in «Conferma password» e tocchi «Imposta nuova password». Verrà disconnesso su tutti i dispositivi: acceda con la nuova password. Dopo la modifica i prelievi attendono 24 ore.',
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
      'Questa app Le permette di seguire i mercati e fare trading con i fondi del Suo conto: trading a secondi, trading spot su un libro ordini, trading con leva a margine isolato e copy trading. Offre inoltre mining vincolato, investimento duale, progetti di token, prestiti con garanzia, acquisto di monete da commercianti (P2P) e collezionabili digitali.',
      'Nell’app Lei deposita, preleva, scambia monete e sposta fondi tra i Suoi conti, e ogni variazione di un saldo resta registrata come movimento del conto consultabile. Un’app di autenticazione può proteggere il Suo accesso e i Suoi prelievi.',
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
    intro:
      'Scriva all’assistenza clienti nella chat qui sotto: le risposte arrivano lì e in Messaggi. L’assistenza clienti La aiuta con:',
    handles: [
      'la reimpostazione della password di prelievo',
      'i depositi elevati',
      'i depositi tramite bonifico bancario o pagamento tramite terzi',
    ],
    none: 'Per questa installazione non è stato configurato alcun canale di contatto esterno. Usi la chat in questa pagina.',
  },
}
