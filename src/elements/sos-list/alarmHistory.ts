import type { AlarmStatus, SosAlarm } from '../../contract/calldata';

/** One step of an alarm's life: the status it reached, when, and who moved it there. */
export interface AlarmHistoryStep {
  status: AlarmStatus;
  at: number;
  /** The account that moved it; for the raising step, the member whose terminal raised it. */
  by: string;
}

/** A note line as the server writes it: `<YYYY-MM-DD HH:mm:ss> <account>: <text>`. */
export interface AlarmNote {
  at: string;
  account: string;
  text: string;
}

/**
 * "status workflow … with who and when": raised, then acknowledged, then resolved or false alarm,
 * each step present only once it happened. The closing step is named by the status the alarm ended in.
 */
export function alarmHistory(alarm: SosAlarm): AlarmHistoryStep[] {
  const steps: AlarmHistoryStep[] = [{ status: 'open', at: alarm.alarmTime, by: alarm.memberName }];
  if (alarm.acknowledgedAt !== null)
    steps.push({ status: 'acknowledged', at: alarm.acknowledgedAt, by: alarm.acknowledgedBy ?? '' });
  if (alarm.closedAt !== null && (alarm.status === 'resolved' || alarm.status === 'false_alarm'))
    steps.push({ status: alarm.status, at: alarm.closedAt, by: alarm.closedBy ?? '' });
  return steps;
}

const NOTE_LINE = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}) (\S+): (.*)$/;

/** The alarm's notes, oldest first; a line not in the server's shape (seeded, imported) is kept as text. */
export function alarmNotes(notes: string): AlarmNote[] {
  return notes
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const match = NOTE_LINE.exec(line);
      return match
        ? { at: match[1]!, account: match[2]!, text: match[3]! }
        : { at: '', account: '', text: line };
    });
}
