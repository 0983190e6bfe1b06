import sys

from belot.cli import main

sys.exit(main())
