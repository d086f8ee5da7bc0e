### galaxies_events (en)

galaxies-event-game_start = A new game: { $players ->
        [one] one empire
       *[other] { $players } empires
    }; { $first } goes first.
galaxies-event-mission_kept = { $player } keeps a secret mission.
galaxies-event-turn_start = Round { $round }: { $player }'s turn.
galaxies-event-roll = { $player } rolls: { $faces }.
galaxies-event-reroll = { $player } rerolls { $dice ->
        [one] one die
       *[other] { $dice } dice
    }: { $faces }.
galaxies-event-convert = { $player } puts 2 dice into the converter and turns die { $die } to { $face }.
galaxies-event-activate = { $player } uses { $action }.
galaxies-event-cannot_follow = { $player } cannot follow { $action }: not enough culture (needs { $cost }, has { $culture }).
galaxies-event-follow = { $player } follows { $action } for { $cost } culture.
galaxies-event-move = { $player }'s ship { $dest } { $where }.
galaxies-event-acquire = { $player } gains { $amount } { $resource }.
galaxies-event-advance = { $player } advances on { $where } to step { $pos }.
galaxies-event-colonize = { $player } colonizes { $planet }! { $drawn } takes its place.
galaxies-event-upgrade = { $player } upgrades the empire to level { $level }.
galaxies-event-planet_effect = { $player } uses { $planet }.
galaxies-event-planet_effect-landing = { $player } uses { $planet } on landing.
galaxies-event-planet_effect-colony = { $player } uses the colony { $planet }.
galaxies-event-planet_effect-borrowed = { $player } borrows the action of { $planet }.
galaxies-event-regress = { $player }'s ship on { $where } is pushed back to step { $pos }.
galaxies-event-relocate = { $player } slides a ship to the track of { $where }.
galaxies-event-set_die = { $player } turns die { $die } to { $face }.
galaxies-event-repeat = { $player } repeats { $action }.
galaxies-event-follow_tax = From now on this turn, following costs { $cost } culture.
galaxies-event-replace_row = { $player } replaces { $discarded } with { $drawn }.
galaxies-event-pay_rival = { $player } pays 1 { $resource } to { $rival }.
galaxies-event-free_action = { $player } takes { $action } without a die; rivals may join for free.
galaxies-event-shared_action = { $player } joins in: { $action }.
galaxies-event-turn_end = { $player } ends the turn.
galaxies-event-end_triggered = { $player } reaches { $vp } VP: the round is played out, then the game ends.
galaxies-event-row_empty = The planet row is empty: the game will end.
galaxies-event-game_over = The game is over. Winner: { $winners }.
galaxies-event-solo_win = { $player } wins { $how }.
galaxies-event-hostile_turn = { $hostile } takes its turn with { $dice ->
        [one] one die
       *[other] { $dice } dice
    }.
galaxies-event-hostile_roll = { $hostile } rolls { $face }.
galaxies-event-hostile_bonus_roll = { $hostile } rolls a bonus die: { $face }.
galaxies-event-hostile_auto_reroll = That does nothing: { $hostile } rolls again, { $face }.
galaxies-event-hostile_discard = { $face } does nothing again: the die is discarded.
galaxies-event-force_reroll = You force a reroll: { $hostile } now has { $face }.
galaxies-event-hostile_move = { $hostile } sends a ship into the orbit of { $where }.
galaxies-event-hostile_acquire = { $hostile } gains { $amount } { $resource }.
galaxies-event-hostile_attack = { $hostile } attacks: { $attack }
galaxies-event-attack_part = The attack strikes: { $part }.
galaxies-event-copy = { $player } copies { $action } for 1 culture.
galaxies-event-hostile_level = { $hostile } reaches 7 energy and climbs to level { $level }!
galaxies-event-missions_revealed = Secret missions revealed: { $missions }.
galaxies-event-hostile_bonus = { $hostile } reaches 7 culture: three bonus dice!
galaxies-event-steal = { $player } takes { $amount } { $resource } from { $rival }.
galaxies-event-rival_gain = { $player } gains { $amount } { $resource } from { $rival }'s planet.
galaxies-event-hostile_bonus_again = { $hostile } rolls a bonus die: { $face }, already taken in this run, so it rolls again.
# An attack's part as what happened to you (the amounts from the event).
galaxies-amount = { $amount } { $resource }
galaxies-event-attack_part-drain = You lose { $amounts }.
galaxies-event-attack_part-plunder = { $hostile } takes { $amounts } from you.
galaxies-event-attack_part-hoard = { $hostile } gains { $amounts }.
galaxies-event-attack_part-push = { $hostile } moves its ships { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } along their tracks.
galaxies-event-attack_part-repel = Your ships are pushed back { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } on their tracks.
galaxies-event-attack_part-jam = Next turn you roll { $dice ->
        [one] one die
       *[other] { $dice } dice
    } fewer.
galaxies-event-attack_part-nothing = The attack changes nothing.
