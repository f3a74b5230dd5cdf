import Control.Monad (forever)
import System.Posix.Process (forkProcess)

main :: IO ()
main = forever $ forkProcess (forever (return ()))
