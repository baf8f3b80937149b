import type { Request } from 'express';
import type { Actor } from '../services/audit.js';

/** Who makes this request, for the audit log and versions: the signed-in account and req.ip (which honours trust proxy). */
export const actorOf = (req: Request, userName?: string): Actor => ({
  id: req.user?.id ?? null,
  userName: req.user?.userName ?? userName ?? '',
  ip: req.ip ?? '',
});
