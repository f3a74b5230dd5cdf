import Control.Exception (SomeException, try)
import System.Exit (exitSuccess)

targets :: [FilePath]
targets = ["/etc/verdict-pwned", "/usr/verdict-pwned", "/verdict-pwned", "/w/../verdict-pwned", "@HOST_MARKER@"]

main :: IO ()
main = do
  [a, b] <- map read . words <$> getLine :: IO [Int]
  mapM_ attempt targets
  print (a + b)
  where
    attempt target = do
      written <- try (writeFile target "pwned\n") :: IO (Either SomeException ())
      case written of
        Right () -> putStrLn ("LEAK: wrote " ++ target) >> exitSuccess
        Left _ -> return ()
