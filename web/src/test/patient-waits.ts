/**
 * Testing Library's waits (`waitFor`, `findBy…`) give up after 1 s by default. The suite runs on two
 * cores beside the fault suite and the browser tests, where a lazily loaded chunk (KaTeX, a locale,
 * a dialog) can take longer to arrive: waits are longer, and a test still fails on what never comes.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
