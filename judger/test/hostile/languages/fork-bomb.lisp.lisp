(require :sb-posix)
(loop (ignore-errors (sb-posix:fork)))
