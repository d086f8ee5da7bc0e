# Conquest's guided first game (game/conquest/data/tutorial.json): one text per step id.
conquest-tutorial-welcome = Welcome to Conquest! You play { $p0 } against { $p1 }. The 14 city cards are the prize: conquer a city and its points are yours. You already hold Brinehaven. When the last city leaves the centre, the most points win.
conquest-tutorial-dice = Your turn starts with a roll of seven dice, shown in the tray below: infantry worth 1, 2 or 3, cavalry, archers and the general.
conquest-tutorial-lines = Each city card lists its battle lines. Oakhollow needs two lines of 5 infantry. You fill one line per roll; fill every line of a city in one turn and it is yours.
conquest-tutorial-fill_first = Your 3 and 2 infantry make 5. Click Oakhollow's first line: the dice that fit move onto it. Your first line also fixes this turn's target: from now on you attack only Oakhollow.
conquest-tutorial-fill_first-wrong = In this lesson, start with Oakhollow's first line (lit): your 3 + 2 infantry fill it.
conquest-tutorial-reroll = The dice on the card stay there; the other five were rolled again. Only 1 + 1 infantry now: not enough for the second line of 5.
conquest-tutorial-lose_die = When a roll fills nothing, lose a die: one is set aside for this turn and the others are rolled again. Click “Lose a die & reroll” (or press R).
conquest-tutorial-fill_second = 3 + 1 + 1 = 5. Click Oakhollow's second line to complete the card and conquer the city.
conquest-tutorial-conquered = Oakhollow is yours: its 2 points join your score (on the right). Had you run out of dice first, the attack would have failed. Now it is { $p1 }'s turn.
conquest-tutorial-rival_fills = Watch { $p1 }: 3 + 3 + 2 infantry fill Cinderford's single line of 8 in one roll, so Cinderford falls at once. Press “Show me”.
conquest-tutorial-general_line = Cinderford now belongs to { $p1 }. You may attack a rival's city too, but it has one more line at the bottom, the general line (G): to take the city you must also place a general there.
conquest-tutorial-hint_on = Which city is worth attacking with this roll? The hint knows: switch it on with the Hint button at the top (or press I).
conquest-tutorial-hint_read = Each card now shows your exact chance to conquer it this turn, if you play the rest of the attack as well as possible. Millbrook is the surest ({ $chance_millbrook }%), but Cinderford ({ $chance_cinderford }%) is worth 2 points and takes them from { $p1 } as well. Go for Cinderford.
conquest-tutorial-retake_line = Click Cinderford's line of 8: your 3, 3 and 2 infantry fill it.
conquest-tutorial-retake_line-wrong = Start with Cinderford's line of 8 (lit); the general line comes next.
conquest-tutorial-retake_general = A general came up on the reroll. Fill the general line and Cinderford is yours.
conquest-tutorial-rival_attacks = Now { $p1 } attacks Galehold: 3 + 3 + 1 fill its line of 7. It still needs a cavalry die. Press “Show me”.
conquest-tutorial-rival_fails = No cavalry shows, so { $p1 } loses a die after each roll. When the last die is gone the attack fails: the filled line is lost and Galehold stays in the centre.
conquest-tutorial-province = Brinehaven and Gullwatch make the province of Saltreach: take Gullwatch too and you complete it. Gullwatch needs two archers, and you rolled two: the hint says 100%.
conquest-tutorial-complete = Click Gullwatch's line of two archers.
conquest-tutorial-stacked = Saltreach is complete! Its cards are stacked: nobody can take them any more, and the stack scores the province bonus (+4 on the column's header) instead of the cities' own points.
conquest-tutorial-the_end = That is Conquest: roll, fill one line per roll, lose a die when nothing fits, and watch the odds. The game ends as soon as the last city leaves the centre; the most points win. Ready for a real game against { $p1 }?
