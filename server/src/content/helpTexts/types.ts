// The shape of one language's help texts. Plain text throughout: the seed escapes it and adds the
// markup, so no translation can carry a tag.

export interface Section {
  heading: string
  text: string
}

export interface HelpTexts {
  /** the help centre, in this order: deposit, withdrawal, seconds trading, lock mining,
   * certification, login password, withdraw password, simulated data */
  faq: readonly { question: string; answer: string }[]
  about: { title: string; paragraphs: readonly string[] }
  compliance: { title: string; sections: readonly Section[] }
  agreement: { title: string; sections: readonly Section[] }
  contact: {
    title: string
    intro: string
    /** withdraw password reset, large deposits, bank transfers (SPEC §6) */
    handles: readonly string[]
    /** said when the operator configured no channel */
    none: string
  }
}
