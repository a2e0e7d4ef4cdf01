import type { VerbOf } from '../../src/contract/audit/operationCodes';
import { recordOperation } from '../db/audit';
import { type HandlerContext, sessionOf } from '../handlers/handler';
import { forbidden } from '../http/errors';
import { type Translate, translator } from '../http/i18n';
import { RuleBook } from './attendanceRuleBook';
import { localTime, platformTimeZone } from './attendanceTime';

/** What an attendance console handler works with: the session's enterprise only (docs/security.md). */
export interface AttendanceScope {
  enterpriseId: string;
  account: string;
  book: RuleBook;
  t: Translate;
  /** `YYYYMMDD-HHmmss` in the platform's zone, for file names. */
  stamp: string;
  log(action: `attendance:${VerbOf<'attendance'>}`, target: string, detail: string): Promise<void>;
}

export async function attendanceScope(context: HandlerContext<unknown>): Promise<AttendanceScope> {
  const session = sessionOf(context);
  // The contract lets enterprise roles in only; they always carry their enterprise.
  if (!session.enterpriseId) throw forbidden('api.forbiddenRole');
  const enterpriseId = session.enterpriseId;
  const timeZone = await platformTimeZone(context.db);
  const book = await RuleBook.load(context.db, enterpriseId, timeZone);
  const local = localTime(context.now, timeZone);
  const clock = new Date(local.secondOfDay * 1000).toISOString().slice(11, 19).replace(/:/g, '');
  return {
    enterpriseId,
    account: session.username,
    book,
    t: translator(context.locale),
    stamp: `${local.day.replace(/-/g, '')}-${clock}`,
    log: (action, target, detail) =>
      recordOperation(
        context.db,
        {
          account: session.username,
          enterpriseId,
          role: session.role,
          action,
          target,
          detail,
          ip: context.client.ip,
          result: 'success',
        },
        context.now,
      ),
  };
}
