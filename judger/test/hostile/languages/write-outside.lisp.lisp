(let ((a (read)) (b (read)))
  (dolist (target '("/etc/verdict-pwned" "/usr/verdict-pwned" "/verdict-pwned" "/w/../verdict-pwned" "@HOST_MARKER@"))
    (when (ignore-errors
           (with-open-file (out target :direction :output :if-exists :supersede :if-does-not-exist :create)
             (write-string "pwned" out))
           t)
      (format t "LEAK: wrote ~a~%" target)
      (sb-ext:exit :code 0)))
  (format t "~d~%" (+ a b)))
