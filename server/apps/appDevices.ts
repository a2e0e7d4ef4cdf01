import type { Kysely } from 'kysely';
import type { AppPlatform } from '../../src/contract/apps';
import type { Database } from '../db/schema';
import type { MemberSession } from './appSessions';
import type { AppDatabase } from './appTables';

/** What a device says about itself at sign-in and in a version report. */
export interface DeviceReport {
  deviceId: string;
  platform: AppPlatform;
  deviceModel: string;
  osVersion: string;
  appVersionName: string;
  appVersionCode: number;
}

/** Keeps the device's last report (the enterprise sees which devices run which version). */
export async function recordAppDevice(
  db: Kysely<Database>,
  member: MemberSession,
  report: DeviceReport,
  ip: string,
  now: number,
): Promise<void> {
  const values = {
    member_id: member.memberId,
    platform: report.platform,
    device_model: report.deviceModel,
    os_version: report.osVersion,
    app_version_name: report.appVersionName,
    app_version_code: report.appVersionCode,
    last_ip: ip,
    last_seen_at: now,
  };
  await (db as unknown as Kysely<AppDatabase>)
    .insertInto('app_devices')
    .values({ ...values, enterprise_id: member.enterpriseId, device_id: report.deviceId, first_seen_at: now })
    .onConflict((conflict) => conflict.columns(['enterprise_id', 'device_id']).doUpdateSet(values))
    .execute();
}
