# What each bot level means in Conquest, from the measured ladders (docs/balance/conquest.md).
conquest-setup-level_about-easy = Easy: simple rules and a little chance; it beat a random player in all of 200 games.
conquest-setup-level_about-normal = Normal: weighs each move; it beat easy in 79.5% of 200 games.
conquest-setup-level_about-hard = Hard: looks ahead; it beat normal in 82.5% of 200 two-player games and won 51.5% of 200 games against three normal bots (a fair share is 25%).
conquest-setup-level_about-expert = Expert: plays for the win rather than for points, reading the chance to win of every two-player position, worked out in advance; it beat hard in 72.5% of 400 two-player games. With three or more players it is hard with four times the look-ahead.
