/** KaTeX and its stylesheet (fonts bundled locally), loaded only for statements with math. */
import 'katex/dist/katex.min.css';
export { default as rehypeKatex } from 'rehype-katex';
