import bcrypt from 'bcryptjs';

const COST = 10;
/** Compared against when the user name is unknown, so both paths take the same time. */
const DUMMY_HASH = bcrypt.hashSync('dummy-password-for-timing', COST);

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

export const verifyPassword = (password: string, hash: string | undefined) =>
  bcrypt.compare(password, hash ?? DUMMY_HASH).then((ok) => ok && hash !== undefined);
