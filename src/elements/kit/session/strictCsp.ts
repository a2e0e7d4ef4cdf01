import { z } from 'zod';

/*
 * Partner pages run the elements under a strict Content-Security-Policy without 'unsafe-eval'
 * (docs/architecture.md#elements, demo/portal). When an object schema is made, zod probes `Function('')` for its
 * compiled fast path, which such a page reports as a violation. The interpreted path validates the same.
 * This module must run before any schema is made: the element entry imports it first (it lives under
 * kit/session/ so the build keeps it in the core chunk with the entry).
 */
z.config({ jitless: true });
