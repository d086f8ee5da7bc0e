# What each bot level means in Galaxies, from the measured ladders (docs/balance/galaxies.md).
galaxies-setup-level_about-easy = Easy: simple rules and a little chance; it beat a random player in all of 200 games.
galaxies-setup-level_about-normal = Normal: weighs each move; it beat easy in 82% of 200 games.
galaxies-setup-level_about-hard = Hard: samples what the dice may bring; it beat normal in 80% of 100 two-player games and won 47% of 200 games against three normal bots (a fair share is 25%).
galaxies-setup-level_about-expert = Expert: weighs every die's every target and every follow a few turns ahead; it beat hard in 97 of 100 two-player games.
