#!/bin/sh
# Placeholder for Prisma's native schema engine, which cannot be downloaded here.
# `prisma generate` never runs it; migrations go through pnpm db:migrate (prisma/src/migrate.ts).
echo "The native Prisma schema engine is not installed; use: pnpm db:migrate / db:migrate:create / db:migrate:status" >&2
exit 1
