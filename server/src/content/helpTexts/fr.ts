import type { HelpTexts } from './types'

export const fr: HelpTexts = {
  faq: [
    {
      question: 'Comment faire un dépôt ?',
      answer:
        'Ouvrez Dépôt, choisissez une méthode, saisissez le montant et téléversez le justificatif de virement. Les fonds sont crédités après vérification. Pour un virement bancaire ou un dépôt important, contactez d’abord le service client.',
    },
    {
      question: 'Que faut-il pour retirer ?',
      answer:
        "Il vous faut une vérification d'identité approuvée, un mot de passe de retrait et l'adresse enregistrée dans Adresses de portefeuille pour la crypto-monnaie et le réseau du retrait. Ouvrez Retrait, choisissez la crypto-monnaie, le réseau et l'adresse, puis saisissez le montant à recevoir (les frais de réseau s'y ajoutent), votre mot de passe de retrait et le code de vérification envoyé à l'adresse e-mail ou au numéro de téléphone avec lequel vous vous connectez. Les trades à la seconde ouverts doivent d'abord être réglés, et les retraits attendent 24 heures après un changement de sécurité ou l'ajout d'une adresse.",
    },
    {
      question: 'Comment un trade à la seconde est-il réglé ?',
      answer:
        'À la fin de la période choisie, l’ordre est réglé au prix de cet instant. La hausse gagne s’il est au-dessus de votre prix d’achat, la baisse s’il est en dessous ; à prix égal, c’est une égalité et la mise est rendue. Sinon, la mise est perdue.',
    },
    {
      question: 'Que coûte un rachat anticipé en minage bloqué ?',
      answer:
        'Le montant reste bloqué jusqu’à la fin du cycle. Un rachat anticipé coûte une pénalité : taux de pénalité × jours restants × montant bloqué. Les rendements journaliers ne sont pas garantis.',
    },
    {
      question: 'Pourquoi une vérification est-elle nécessaire ?',
      answer:
        "Les retraits et le lock mining exigent la vérification d'identité : choisissez le type de pièce et saisissez votre nom réel et votre numéro de pièce d'identité tels qu'ils figurent sur la pièce ; elle compte une fois examinée. La vérification avancée suit, avec des photos du recto et du verso de la pièce et de vous la tenant. Le nom et le numéro ne peuvent plus être modifiés après la vérification.",
    },
    {
      question: 'J’ai oublié mon mot de passe de connexion',
      answer:
        'Sur la page de connexion, choisissez « Mot de passe oublié ? », puis saisissez votre numéro ou votre e-mail, le code de vérification reçu et un nouveau mot de passe.',
    },
    {
      question: 'J’ai oublié mon mot de passe de retrait',
      answer:
        "Dans Mon compte → Informations personnelles → Sécurité, choisissez « Changer le mot de passe de retrait », saisissez le code de vérification envoyé à l'adresse e-mail ou au numéro de téléphone avec lequel vous vous connectez, puis deux fois le nouveau mot de passe. Si vous ne recevez plus de codes à cet endroit, contactez le service client pour le réinitialiser. Par sécurité, les retraits peuvent être suspendus 24 heures après le changement.",
    },
    {
      question: 'Les prix sont-ils réels ?',
      answer:
        'Non. Toutes les données de marché de cette application sont simulées par le serveur et ne viennent d’aucune bourse. Elles ne disent rien des marchés réels.',
    },
  ],
  about: {
    title: 'À propos',
    paragraphs: [
      'Cette application permet de suivre les marchés, de trader à la seconde et d’acheter des produits de minage bloqué avec les fonds de votre compte.',
      'Elle fonctionne sur un serveur de référence : les données de marché sont simulées, et l’opérateur de cette installation décide des moyens de dépôt et de retrait disponibles.',
    ],
  },
  compliance: {
    title: 'Conformité et avertissement sur les risques',
    sections: [
      {
        heading: 'Données de marché simulées',
        text: 'Les prix, graphiques et volumes de cette application sont simulés. Ils ne sont reliés à aucune bourse et ne suivent pas les marchés réels.',
      },
      {
        heading: 'Risque de trading',
        text: 'Un trade à la seconde peut perdre toute sa mise en quelques secondes. Ne misez que ce que vous pouvez vous permettre de perdre.',
      },
      {
        heading: 'Minage bloqué',
        text: 'Les taux journaliers sont des fourchettes, pas des promesses : les rendements ne sont pas garantis et un rachat anticipé coûte une pénalité.',
      },
      {
        heading: 'Aucune promesse',
        text: 'Rien dans cette application n’est un conseil en investissement ni une promesse de gain. Aucun système n’est sans risque, y compris pour la sécurité des fonds détenus ici.',
      },
    ],
  },
  agreement: {
    title: 'Conditions d’utilisation',
    sections: [
      {
        heading: 'Le service',
        text: 'Cette application propose des données de marché simulées, le trading à la seconde et des produits de minage bloqué sur les fonds de votre compte, exploités par l’opérateur de cette installation.',
      },
      {
        heading: 'Vos responsabilités',
        text: 'Donnez des informations exactes à l’inscription et à la vérification, utilisez l’application pour vous seul et respectez la loi de votre lieu de résidence.',
      },
      {
        heading: 'Risque',
        text: 'Le trading peut faire perdre de l’argent et les rendements ne sont pas garantis. Vous décidez de chaque ordre et en assumez le résultat.',
      },
      {
        heading: 'Sécurité du compte',
        text: 'Gardez vos mots de passe et codes de vérification pour vous. Le service client ne vous les demandera jamais.',
      },
      {
        heading: 'Données conservées',
        text: 'Les données de votre compte, vos documents de vérification, vos ordres et relevés sont conservés pour faire fonctionner le service et ne sont pas vendus.',
      },
    ],
  },
  contact: {
    title: 'Service client',
    intro: 'Le service client vous aide pour :',
    handles: [
      'réinitialiser un mot de passe de retrait',
      'les dépôts importants',
      'les dépôts par virement bancaire',
    ],
    none: 'Aucun moyen de contact n’a encore été configuré pour cette installation. Consultez Mon compte - Messages : les réponses du service client y arrivent.',
  },
}
