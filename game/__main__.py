import sys

from game.cli import main

sys.exit(main())
