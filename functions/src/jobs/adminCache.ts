// refreshAdminCache: recounts what the dashboard shows and stores it as the admin cache.
import type { Handler } from '../callable.ts';
import { countAll } from '../reads/dashboard.ts';
import { ADMIN_COUNTS_PATH } from './cronStatus.ts';

export const refreshAdminCache: Handler<'refreshAdminCache'> = async (_payload, { db, now }) => {
  const counts = await countAll(db);
  const refreshedAt = now().toISOString();
  await db.doc(ADMIN_COUNTS_PATH).set({ ...counts, refreshedAt: new Date(refreshedAt) });
  return { counts, refreshedAt };
};
