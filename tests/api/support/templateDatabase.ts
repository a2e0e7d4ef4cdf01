import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createServer } from '../../../server/app';
import { createFreshDatabase, dataDirFor, testConfig } from './testServer';

/*
 * vitest's global setup of the API project: one database migrated and seeded for the whole run, which each
 * test file's database is copied from (a PostgreSQL `CREATE DATABASE … TEMPLATE`, a copied SQLite folder).
 * Migrating and seeding took 3.5 s a file against 0.2 s for a start on a seeded copy, about nine of the
 * PostgreSQL stage's twelve minutes. The copy is what a first start would have made: the server's start
 * still runs every migration and seed step on it, each a no-op on seeded data.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template's database URL (a PostgreSQL URL or a SQLite file path). */
    apiTemplateUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createFreshDatabase();
  const server = await createServer(testConfig(template.url));
  await server.close();
  if (!fs.existsSync(dataDirFor(template.url))) fs.mkdirSync(dataDirFor(template.url), { recursive: true });
  project.provide('apiTemplateUrl', template.url);
  return () => template.drop();
}
