# What each bot level means in Conquest, from the measured ladders (docs/balance/conquest.md).
conquest-setup-level_about-easy = Easy: simple rules and a little chance; it beat a random player in all of 200 games.
conquest-setup-level_about-normal = Normal: weighs each move; it beat easy in 79.5% of 200 games.
conquest-setup-level_about-hard = Hard: looks ahead; it beat normal in 82.5% of 200 two-player games and won 51.5% of 200 games against three normal bots (a fair share is 25%).
conquest-setup-level_about-expert = Expert: hard with four times the look-ahead; measured no stronger than hard yet (7 wins in 30 games against two hard bots).
