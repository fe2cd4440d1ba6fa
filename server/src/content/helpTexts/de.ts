import type { HelpTexts } from './types'

export const de: HelpTexts = {
  faq: [
    {
      question: 'Wie zahle ich ein?',
      answer:
        'Öffnen Sie Einzahlung und wählen Sie Einzahlungsmethode und Coin. Kryptowährung: Wählen Sie das Netzwerk und senden Sie nur diesen Coin über dieses Netzwerk an die angezeigte Einzahlungsadresse (auch als QR-Code), mindestens den angezeigten Mindestbetrag. Bankkarte oder Banküberweisung: Zahlen Sie auf das Konto unter „Zahlen Sie auf dieses Konto“ und geben Sie „Ihre Referenz“ in der Zahlung an; wird kein Konto angezeigt, fragen Sie den Kundenservice nach den Zahlungsdaten. Drittanbieter-Zahlung: Fragen Sie den Kundenservice nach den Zahlungsdaten. Geben Sie dann den Betrag ein, laden Sie den Zahlungsbeleg hoch und tippen Sie auf „Absenden“. Gutgeschrieben wird erst, nachdem der Beleg geprüft wurde.',
    },
    {
      question: 'Was brauche ich für eine Auszahlung?',
      answer:
        'Sie brauchen eine bestätigte Identitätsprüfung, ein Auszahlungspasswort und die unter Wallet-Adressen gespeicherte Adresse für den Coin und das Netzwerk der Auszahlung. Öffnen Sie Auszahlung, wählen Sie Coin, Netzwerk und Adresse und geben Sie den zu erhaltenden Betrag (die Netzwerkgebühr kommt hinzu), Ihr Auszahlungspasswort und den Bestätigungscode ein, der an die E-Mail-Adresse oder Telefonnummer Ihres Logins gesendet wird. Offene Sekundenhandel-Orders müssen zuerst abgerechnet sein, und nach einer Sicherheitsänderung oder einer neu hinzugefügten Adresse warten Auszahlungen 24 Stunden. Wenn Sie einen Authenticator verknüpft haben, fragt das Formular zusätzlich nach dem Authenticator-Code, den er anzeigt.',
    },
    {
      question: 'Wie wird ein Sekundenhandel abgerechnet?',
      answer:
        'Beim Kauf werden Einsatz und Gebühr sofort von Ihrem Guthaben abgezogen. Der Kaufkurs ist der Kurs, wenn der Server die Order erhält. Zur Kaufzeit plus den gewählten Sekunden entscheidet der aufgezeichnete Kurs dieses Augenblicks: Liegt er über dem Kaufkurs, gewinnt „Steigend kaufen“, liegt er darunter, „Fallend kaufen“. Ein Gewinn zahlt den Einsatz plus Einsatz × Gewinnquote der Option, auf den Cent abgerundet. Bei unverändertem Kurs wird der Einsatz erstattet, die Gebühr nicht. Sonst ist der Einsatz verloren.',
    },
    {
      question: 'Was kostet die vorzeitige Auszahlung beim Lock-Mining?',
      answer:
        'Der Betrag bleibt für die Sperrfrist bis zum Enddatum gesperrt; danach fließt er automatisch auf Ihr Vermögenskonto zurück. Früher geht es mit „Vorzeitig einlösen“ beim Auftrag unter Lock-Mining-Aufträge: Die Strafe beträgt Strafsatz % × verbleibende Tage × Betrag, die Erstattung (der Rest) geht sofort auf Ihr Vermögenskonto, und Tagesgewinne werden nicht mehr gezahlt. Tägliche Erträge sind nicht garantiert.',
    },
    {
      question: 'Warum brauche ich eine Verifizierung?',
      answer:
        'Auszahlungen und Lock-Mining erfordern die Identitätsprüfung: Wählen Sie den Dokumenttyp und füllen Sie „Vollständiger Name“ und „Ausweisnummer“ wie im Dokument aus; sie gilt nach der Prüfung. Danach folgt die erweiterte Verifizierung mit Fotos der Vorder- und Rückseite des Dokuments und von Ihnen mit dem Dokument in der Hand. Name und Ausweisnummer können nach der Verifizierung nicht mehr geändert werden.',
    },
    {
      question: 'Ich habe mein Login-Passwort vergessen',
      answer:
        'Tippen Sie auf der Anmeldeseite auf „Passwort vergessen?“. Wählen Sie Telefon oder E-Mail, geben Sie Nummer oder Adresse ein, tippen Sie auf „Code senden“, geben Sie den Bestätigungscode ein und tippen Sie auf „Weiter“. Geben Sie dann das neue Passwort unter „Neues Passwort“ und noch einmal unter „Passwort bestätigen“ ein und tippen Sie auf „Neues Passwort festlegen“. Sie werden auf allen Geräten abgemeldet: Melden Sie sich mit dem neuen Passwort an. Auszahlungen warten danach 24 Stunden.',
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
      'Mit dieser App verfolgen Sie Märkte und handeln mit dem Guthaben Ihres Kontos: Sekundenhandel, Spot-Handel über ein Orderbuch, Hebelhandel mit isolierter Margin und Copy-Trading. Außerdem bietet sie Lock-Mining, Dual-Investment, Token-Projekte, Kredite gegen Sicherheiten, den Kauf von Coins bei Händlern (P2P) und digitale Sammlerstücke.',
      'Ein- und Auszahlungen, den Tausch zwischen Coins und Umbuchungen zwischen Ihren Konten erledigen Sie in der App, und jede Änderung eines Guthabens wird als Kontobuchung festgehalten, die Sie einsehen können. Ein Authenticator kann Ihre Anmeldung und Ihre Auszahlungen schützen.',
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
    intro:
      'Schreiben Sie dem Kundenservice im Chat unten: Die Antworten erscheinen dort und unter Nachrichten. Der Kundenservice hilft bei:',
    handles: [
      'dem Zurücksetzen eines Auszahlungspassworts',
      'großen Einzahlungen',
      'Einzahlungen per Banküberweisung oder Drittanbieter-Zahlung',
    ],
    none: 'Für diese Installation ist kein externer Kontaktweg eingerichtet. Bitte nutzen Sie den Chat auf dieser Seite.',
  },
}
