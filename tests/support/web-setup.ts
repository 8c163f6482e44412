import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Many of these tests wait on real work: a sign-in hashes a password in the local API, a lead is written to
// PGlite. Testing Library's 1 s default suits a re-render, not that work on a machine busy with other things.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
