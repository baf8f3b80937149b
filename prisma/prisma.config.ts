import { defineConfig } from 'prisma/config';

// Prisma 7 does not load .env itself; DATABASE_URL comes from the environment.
export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/dz_dev' },
});
