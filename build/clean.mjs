// Before a build: the folders whose files are named by their content's hash (`dist/chunks/cart-[hash].js`, `dist/react/…`)
// go, so a file an earlier build wrote under another hash is never packed or counted by size-limit beside the new one.
import { rmSync } from 'node:fs';

for (const folder of ['dist/chunks', 'dist/react']) rmSync(folder, { recursive: true, force: true });
