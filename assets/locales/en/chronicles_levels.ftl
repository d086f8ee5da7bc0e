# What each bot level means in Chronicles, from the measured ladders (docs/balance/chronicles.md).
chronicles-setup-level_about-easy = Easy: simple rules and a little chance; normal beat it in 77.5% of 200 games.
chronicles-setup-level_about-normal = Normal: weighs each card; it beat easy in 77.5% of 200 games.
chronicles-setup-level_about-hard = Hard: tries the hands it may hold; it beat normal in 70% of 200 two-player games and won 50% of 200 games against three normal bots (a fair share is 25%).
chronicles-setup-level_about-expert = Expert: in two players it plays the duel: it counts the rival's points as well as its own, drafts to deny it, weighs what its gold and kingdom will still bring in later rounds and plays the last round for the win; it beat hard in 64% of 400 two-player games. With three or more players it is hard with twice the hands and layouts.
