# What each bot level means in Kingdoms, from the measured ladders (docs/balance/kingdoms.md).
kingdoms-setup-level_about-easy = Easy: simple rules and a little chance; it beat a random player in 96% of 200 games.
kingdoms-setup-level_about-normal = Normal: weighs each move; it beat easy in 81% of 200 games.
kingdoms-setup-level_about-hard = Hard: searches ahead; it beat normal in 94.5% of 200 two-player games and won 87% of 200 games against three normal bots (a fair share is 25%).
kingdoms-setup-level_about-expert = Expert: hard with 2.5 times the search; it beat hard in 70% of 200 two-player games.
