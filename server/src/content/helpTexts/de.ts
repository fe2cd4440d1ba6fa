import type { HelpTexts } from './types'

export const de: HelpTexts = {
  faq: [
    {
      question: 'Wie zahle ich ein?',
      answer:
        'Öffnen Sie Einzahlung, wählen Sie eine Methode, geben Sie den Betrag ein und laden Sie den Überweisungsbeleg hoch. Das Guthaben wird nach der Prüfung gutgeschrieben. Für eine Banküberweisung oder eine große Einzahlung wenden Sie sich zuerst an den Kundenservice.',
    },
    {
      question: 'Was brauche ich für eine Auszahlung?',
      answer:
        'Sie brauchen eine bestätigte Identitätsprüfung, ein Auszahlungspasswort und die unter Wallet-Adressen gespeicherte Adresse für den Coin und das Netzwerk der Auszahlung. Öffnen Sie Auszahlung, wählen Sie Coin, Netzwerk und Adresse und geben Sie den zu erhaltenden Betrag (die Netzwerkgebühr kommt hinzu), Ihr Auszahlungspasswort und den Bestätigungscode ein, der an die E-Mail-Adresse oder Telefonnummer Ihres Logins gesendet wird. Offene Sekundenhandel-Orders müssen zuerst abgerechnet sein, und nach einer Sicherheitsänderung oder einer neu hinzugefügten Adresse warten Auszahlungen 24 Stunden.',
    },
    {
      question: 'Wie wird ein Sekundenhandel abgerechnet?',
      answer:
        'Wenn der gewählte Zeitraum endet, wird die Order zum Preis dieses Augenblicks abgerechnet. Steigend gewinnt, wenn er über Ihrem Kaufpreis liegt, fallend, wenn er darunter liegt; bei gleichem Preis ist es ein Unentschieden und der Einsatz wird erstattet. Sonst ist der Einsatz verloren.',
    },
    {
      question: 'Was kostet die vorzeitige Auszahlung beim Lock-Mining?',
      answer:
        'Der Betrag bleibt bis zum Ende des Zyklus gesperrt. Eine frühere Auszahlung kostet eine Strafgebühr: Strafsatz × verbleibende Tage × gesperrter Betrag. Tägliche Erträge sind nicht garantiert.',
    },
    {
      question: 'Warum brauche ich eine Verifizierung?',
      answer:
        'Auszahlungen und Lock-Mining erfordern die Identitätsprüfung: Wählen Sie den Dokumenttyp und füllen Sie „Vollständiger Name“ und „Ausweisnummer“ wie im Dokument aus; sie gilt nach der Prüfung. Danach folgt die erweiterte Verifizierung mit Fotos der Vorder- und Rückseite des Dokuments und von Ihnen mit dem Dokument in der Hand. Name und Ausweisnummer können nach der Verifizierung nicht mehr geändert werden.',
    },
    {
      question: 'Ich habe mein Login-Passwort vergessen',
      answer:
        'Tippen Sie auf der Anmeldeseite auf „Passwort vergessen?“ und geben Sie Ihre Telefonnummer oder E-Mail, den erhaltenen Bestätigungscode und ein neues Passwort ein.',
    },
    {
      question: 'Ich habe mein Auszahlungspasswort vergessen',
      answer:
        'Wählen Sie unter Mein Konto → Persönliche Daten → Sicherheit „Auszahlungspasswort ändern“ und geben Sie den Bestätigungscode, der an die E-Mail-Adresse oder Telefonnummer Ihres Logins gesendet wird, und zweimal das neue Passwort ein. Erhalten Sie dort keine Codes mehr, lassen Sie es vom Kundenservice zurücksetzen. Zu Ihrer Sicherheit können Auszahlungen nach der Änderung 24 Stunden pausieren.',
    },
    {
      question: 'Sind die Preise echt?',
      answer:
        'Nein. Alle Marktdaten in dieser App werden vom Server simuliert und stammen von keiner Börse. Sie sagen nichts über echte Märkte aus.',
    },
  ],
  about: {
    title: 'Über uns',
    paragraphs: [
      'Mit dieser App verfolgen Sie Märkte, handeln im Sekundenhandel und kaufen Lock-Mining-Produkte mit dem Guthaben Ihres Kontos.',
      'Sie läuft auf einem Referenzserver: Die Marktdaten sind simuliert, und welche Ein- und Auszahlungswege verfügbar sind, entscheidet der Betreiber dieser Installation.',
    ],
  },
  compliance: {
    title: 'Compliance und Risikohinweis',
    sections: [
      {
        heading: 'Simulierte Marktdaten',
        text: 'Preise, Charts und Volumen in dieser App sind simuliert. Sie sind mit keiner Börse verbunden und folgen keinen echten Märkten.',
      },
      {
        heading: 'Handelsrisiko',
        text: 'Ein Sekundenhandel kann seinen gesamten Einsatz in Sekunden verlieren. Setzen Sie nur, was Sie verlieren können.',
      },
      {
        heading: 'Lock-Mining',
        text: 'Tagesraten sind Spannen, keine Versprechen: Erträge sind nicht garantiert, und eine vorzeitige Auszahlung kostet eine Strafgebühr.',
      },
      {
        heading: 'Keine Versprechen',
        text: 'Nichts in dieser App ist Anlageberatung oder ein Gewinnversprechen. Kein System ist frei von Risiken, auch nicht die Sicherheit der hier gehaltenen Gelder.',
      },
    ],
  },
  agreement: {
    title: 'Nutzungsvereinbarung',
    sections: [
      {
        heading: 'Der Dienst',
        text: 'Diese App bietet simulierte Marktdaten, Sekundenhandel und Lock-Mining-Produkte mit dem Guthaben Ihres Kontos, betrieben vom Betreiber dieser Installation.',
      },
      {
        heading: 'Ihre Pflichten',
        text: 'Machen Sie bei Registrierung und Verifizierung wahre Angaben, nutzen Sie die App nur für sich selbst und halten Sie die Gesetze Ihres Wohnorts ein.',
      },
      {
        heading: 'Risiko',
        text: 'Handel kann Geld kosten, und Erträge sind nicht garantiert. Sie entscheiden über jede Order und tragen ihr Ergebnis.',
      },
      {
        heading: 'Kontosicherheit',
        text: 'Behalten Sie Passwörter und Bestätigungscodes für sich. Der Kundenservice wird nie danach fragen.',
      },
      {
        heading: 'Gespeicherte Daten',
        text: 'Ihre Kontodaten, Verifizierungsdokumente, Orders und Kontobewegungen werden für den Betrieb des Dienstes gespeichert und nicht verkauft.',
      },
    ],
  },
  contact: {
    title: 'Kundenservice',
    intro: 'Der Kundenservice hilft bei:',
    handles: [
      'dem Zurücksetzen eines Auszahlungspassworts',
      'großen Einzahlungen',
      'Einzahlungen per Banküberweisung',
    ],
    none: 'Für diese Installation ist noch kein Kontaktweg eingerichtet. Bitte sehen Sie unter Mein Konto - Nachrichten nach: Antworten des Kundenservice kommen dort an.',
  },
}
