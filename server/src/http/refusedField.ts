// A request the catalogue's schema refused (http/calls.ts), answered in the call's own words: the
// message key its `errors` names for that field (the text the rule answered before the schema
// existed), else "Invalid <field>". Never a 4xx or 5xx: bad input is a failure envelope (WIRE.md).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { CATALOGUE, type Call } from '@wire/catalogue'
import type { MessageKey, Vars } from '../i18n'
import { t } from '../i18n'
import { fail } from './envelope'
import { requestLang } from './lang'

type Refusal = NonNullable<FastifyError['validation']>[number]

/** The top-level field a failed check is about, or undefined when the whole part was wrong. */
export function fieldOf(refusal: Refusal): string | undefined {
  const missing = refusal.params?.missingProperty
  if (refusal.keyword === 'required' && typeof missing === 'string') return missing
  const segment = refusal.instancePath.split('/')[1]
  return segment ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : undefined
}

function messageFor(c: Call | undefined, field: string | undefined): [MessageKey, Vars?] {
  if (field === undefined) return ['bad_request']
  const own = c?.errors?.[field] as MessageKey | undefined
  return own ? [own] : ['field_invalid', { field }]
}

export function answerRefusedField(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const name = req.routeOptions.config.call
  const c: Call | undefined = name ? CATALOGUE[name] : undefined
  const first = err.validation?.[0]
  const field = first ? fieldOf(first) : undefined
  // Quietly: a refused field is the client's mistake, not ours; no stack, nothing to alarm.
  req.log.info({ call: name, part: err.validationContext, field }, 'refused field')
  const [key, vars] = messageFor(c, field)
  const lang = requestLang(req)
  if (c?.answer === 'code')
    return reply.code(200).send({ code: -1, msg: t(lang, key, vars), data: [] })
  return reply.code(200).send(fail(lang, key, vars))
}
