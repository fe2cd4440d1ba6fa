// Customer service's conversation: how long one message may be, in code points. The catalogue's
// schema refuses longer text and the composer stops typing there, so both read it from here.
export const SUPPORT_TEXT_MAX = 1000
