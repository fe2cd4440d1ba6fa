import type { HelpTexts } from './types'

export const fr: HelpTexts = {
  faq: [
    {
      question: 'Comment faire un dépôt ?',
      answer:
        'Ouvrez Dépôt et choisissez le Mode de dépôt et la Crypto. Cryptomonnaie : choisissez le Réseau et envoyez uniquement cette crypto, sur ce réseau, à l’Adresse de dépôt affichée (aussi en QR code), au moins le minimum affiché. Carte bancaire ou Virement bancaire : payez sur le compte indiqué sous « Payez sur ce compte » en mentionnant « Votre référence » dans le paiement ; si aucun compte n’est affiché, demandez les coordonnées de paiement au service client. Paiement par un tiers : demandez les coordonnées de paiement au service client. Saisissez ensuite le montant, téléversez le Justificatif de paiement et touchez « Envoyer ». Le dépôt n’est crédité qu’après l’examen du justificatif.',
    },
    {
      question: 'Que faut-il pour retirer ?',
      answer:
        "Il vous faut une vérification d'identité approuvée, un mot de passe de retrait et l'adresse enregistrée dans Adresses de portefeuille pour la crypto-monnaie et le réseau du retrait. Ouvrez Retrait, choisissez la crypto-monnaie, le réseau et l'adresse, puis saisissez le montant à recevoir (les frais de réseau s'y ajoutent), votre mot de passe de retrait et le code de vérification envoyé à l'adresse e-mail ou au numéro de téléphone avec lequel vous vous connectez. Les trades à la seconde ouverts doivent d'abord être réglés, et les retraits attendent 24 heures après un changement de sécurité ou l'ajout d'une adresse. Si vous avez associé une application d’authentification, le formulaire demande aussi le code d’authentification qu’elle affiche.",
    },
    {
      question: 'Comment un trade à la seconde est-il réglé ?',
      answer:
        "À l’achat, la Mise et les Frais sont débités aussitôt. Le Prix d'achat est le prix au moment où le serveur reçoit l’ordre. À l’heure d’achat plus les secondes choisies, le prix enregistré de cet instant décide : au-dessus du prix d’achat, « Acheter à la hausse » gagne ; en dessous, « Acheter à la baisse » gagne. Un gain rapporte la mise plus mise × taux de gain de l’option, arrondi au centime inférieur. Si le prix est inchangé, la mise est restituée, mais pas les frais. Sinon, la mise est perdue.",
    },
    {
      question: 'Que coûte un rachat anticipé en minage bloqué ?',
      answer:
        'Le montant reste bloqué pendant la Durée de blocage, jusqu’à la Date de fin ; il revient ensuite automatiquement sur votre compte d’actifs. Pour le récupérer plus tôt, touchez « Racheter par anticipation » sur l’ordre dans Ordres de minage verrouillé : la Pénalité vaut taux de pénalité % × jours restants × montant, le Remboursement (le reste) arrive aussitôt sur votre compte d’actifs et plus aucun gain journalier n’est versé. Les rendements journaliers ne sont pas garantis.',
    },
    {
      question: 'Pourquoi une vérification est-elle nécessaire ?',
      answer:
        "Les retraits et le lock mining exigent la vérification d'identité : choisissez le type de pièce et saisissez votre nom réel et votre numéro de pièce d'identité tels qu'ils figurent sur la pièce ; elle compte une fois examinée. La vérification avancée suit, avec des photos du recto et du verso de la pièce et de vous la tenant. Le nom et le numéro ne peuvent plus être modifiés après la vérification.",
    },
    {
      question: 'J’ai oublié mon mot de passe de connexion',
      answer:
        'Sur la page de connexion, touchez « Mot de passe oublié ? ». Choisissez Téléphone ou E-mail, saisissez votre numéro ou votre adresse, touchez « Envoyer le code », saisissez le Code de vérification et touchez « Suivant ». Saisissez ensuite le Nouveau mot de passe, répétez-le sous « Confirmer le mot de passe » et touchez « Définir le nouveau mot de passe ». Vous êtes déconnecté sur tous vos appareils : connectez-vous avec le nouveau mot de passe. Les retraits attendent ensuite 24 heures.',
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
      'Cette application permet de suivre les marchés et de trader avec les fonds de votre compte : trading à la seconde, trading au comptant sur un carnet d’ordres, trading à effet de levier en marge isolée et copy trading. Elle propose aussi le minage bloqué, l’investissement double, des projets de jetons, des prêts contre garantie, l’achat de cryptomonnaies auprès de marchands (P2P) et des objets de collection numériques.',
      'Vous déposez, retirez, échangez des cryptomonnaies et transférez des fonds entre vos comptes dans l’application, et chaque variation d’un solde est conservée comme une écriture de compte que vous pouvez consulter. Une application d’authentification peut protéger votre connexion et vos retraits.',
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
    intro:
      'Écrivez au service client dans la discussion ci-dessous : les réponses s’affichent là et dans Messages. Le service client vous aide pour :',
    handles: [
      'réinitialiser un mot de passe de retrait',
      'les dépôts importants',
      'les dépôts par virement bancaire ou paiement par un tiers',
    ],
    none: 'Aucun moyen de contact externe n’a été configuré pour cette installation. Utilisez la discussion sur cette page.',
  },
}
