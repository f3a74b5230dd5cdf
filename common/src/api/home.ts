/** Home page shapes on the wire (seed 2 §2 home; HOJ HomeController). `TTime` as in `./submission`. */
export {};
