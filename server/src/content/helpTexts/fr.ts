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
        'Vous devez être vérifié, avoir lié une adresse de portefeuille et défini un mot de passe de retrait. Ouvrez ensuite Retrait, saisissez le montant et votre mot de passe de retrait.',
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
        'Les retraits et le minage bloqué exigent une vérification d’identité : étape 1 avec votre nom et votre numéro de pièce d’identité, étape 2 avec des photos de vos documents. Le nom ne peut plus être modifié une fois vérifié.',
    },
    {
      question: 'J’ai oublié mon mot de passe de connexion',
      answer:
        'Sur la page de connexion, choisissez « Mot de passe oublié ? », puis saisissez votre numéro ou votre e-mail, le code de vérification reçu et un nouveau mot de passe.',
    },
    {
      question: 'J’ai oublié mon mot de passe de retrait',
      answer:
        'Définissez-en un nouveau dans Mon compte → Informations personnelles → Définir le mot de passe de retrait avec un code de vérification. Si ce n’est pas possible, demandez au service client de le réinitialiser.',
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
