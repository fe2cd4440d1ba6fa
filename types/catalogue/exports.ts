// Exports (issue 32 item 5): a list the app shows (account records; seconds, spot and leverage
// orders; deposits; withdrawals), the rows of a period written as CSV by the server, one part of
// EXPORT_PART_ROWS rows per call so the app can show its progress on a long period.
import { Type } from 'typebox'
import { EXPORT_KINDS, EXPORT_MAX_DAYS, EXPORT_PART_ROWS } from '../exports'
import { call, Fields, Id, OneOf, Text } from './common'

export { EXPORT_KINDS, type ExportKind } from '../exports'

// The period is checked in code (exports.ts periodOf), which answers a wrong one with its rule.
const Day = (description: string) => Text({ maxLength: 10, description })

export const ExportPart = Type.Object({
  csv: Type.String({
    description:
      'this part of the file: the first part opens with a byte order mark and the header row, ' +
      'in the request’s language; lines end in CRLF (RFC 4180)',
  }),
  rows: Type.Integer({ description: 'rows in this part' }),
  total: Type.Integer({ description: 'rows in the period, counted as this part was read' }),
  next: Type.Integer({
    description: 'send it as `after` for the next part; 0 when this was the last',
  }),
})

export const fileExports = {
  exportCsv: call({
    method: 'POST',
    path: '/export/csv',
    summary:
      `One part (${EXPORT_PART_ROWS} rows at most) of a CSV file of the user's own rows of one ` +
      `list over a period of at most ${EXPORT_MAX_DAYS} days, oldest first`,
    auth: true,
    body: Fields({
      kind: OneOf(EXPORT_KINDS, EXPORT_KINDS.join(', ')),
      start: Day("the period's first day, on the user's calendar: '2026-10-01'"),
      end: Day("the period's last day, included: '2026-10-31'"),
      offset: Text({
        maxLength: 5,
        description:
          "the user's clock, minutes east of UTC ('480' for UTC+8): where the days begin and " +
          'how the times are written',
      }),
      after: Type.Optional(Id("the `next` of the part before; absent or '0' for the first part")),
    }),
    response: ExportPart,
  }),
}
