/**
 * Testing Library's waits (`waitFor`, `findBy…`) give up after 1 s by default. The suite runs on two
 * cores beside the fault suite and two browser runs, where a lazily loaded module (KaTeX, a locale,
 * a dialog, the editor's dozens of files on a problem page) took over 5 s to arrive: waits are
 * longer, and a test still fails on what never comes.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
