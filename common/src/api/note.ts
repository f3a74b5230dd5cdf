/** Note shapes on the wire (seed 2 §3 Note, Note category). `TTime` as in `./submission`. */
export {};
