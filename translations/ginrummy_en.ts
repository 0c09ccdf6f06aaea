<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
    <context>
        <name>Accessibility</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="105" />
            <source>stock: %n card(s)</source>
            <translation>
                <numerusform>stock: %n card</numerusform>
                <numerusform>stock: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="110" />
            <source>the computer's hand: %n card(s)</source>
            <translation>
                <numerusform>the computer's hand: %n card</numerusform>
                <numerusform>the computer's hand: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="121" />
            <source>deadwood %n point(s)</source>
            <translation>
                <numerusform>deadwood %n point</numerusform>
                <numerusform>deadwood %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AutoSaver</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/app/autosave.py" line="219" />
            <source>A new history was started with what could still be read of it: %n game(s).</source>
            <translation>
                <numerusform>A new history was started with what could still be read of it: %n game.</numerusform>
                <numerusform>A new history was started with what could still be read of it: %n games.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Celebration</name>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CompareText</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="342" />
            <source>%1 is playing your cards… (%n move(s) so far)</source>
            <translation>
                <numerusform>%1 is playing your cards… (%n move so far)</numerusform>
                <numerusform>%1 is playing your cards… (%n moves so far)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DealCodeDialog</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="65" />
            <source>The code has %n character(s); a code has %1.</source>
            <translation>
                <numerusform>The code has %n character; a code has %1.</numerusform>
                <numerusform>The code has %n characters; a code has %1.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DuplicateChart</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="59" />
            <source>Your duplicate average over the latest %n deal(s)</source>
            <translation>
                <numerusform>Your duplicate average over the latest %n deal</numerusform>
                <numerusform>Your duplicate average over the latest %n deals</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="78" />
            <source>Against %1: %2 points a deal after %n deal(s).</source>
            <translation>
                <numerusform>Against %1: %2 points a deal after %n deal.</numerusform>
                <numerusform>Against %1: %2 points a deal after %n deals.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="91" />
            <source>Average of the latest %n</source>
            <translation>
                <numerusform>Average of the latest %n</numerusform>
                <numerusform>Average of the latest %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EquityPanel</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="258" />
            <source>Weighing: %n deal(s) guessed so far…</source>
            <translation>
                <numerusform>Weighing: %n deal guessed so far…</numerusform>
                <numerusform>Weighing: %n deals guessed so far…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="260" />
            <source>From %n deal(s) guessed from what you have seen.</source>
            <translation>
                <numerusform>From %n deal guessed from what you have seen.</numerusform>
                <numerusform>From %n deals guessed from what you have seen.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HandReviewDialog</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="651" />
            <source>%n mistake(s), about %1 points lost in all.</source>
            <translation>
                <numerusform>%n mistake, about %1 points lost in all.</numerusform>
                <numerusform>%n mistakes, about %1 points lost in all.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="655" />
            <source>A move counts as a mistake when another was better by at least %1 points on average, over %n deal(s) consistent with what you could see.</source>
            <translation>
                <numerusform>A move counts as a mistake when another was better by at least %1 points on average, over %n deal consistent with what you could see.</numerusform>
                <numerusform>A move counts as a mistake when another was better by at least %1 points on average, over %n deals consistent with what you could see.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="665" />
            <source>A move was taken back %n time(s) in this hand: the move played instead is marked ↶.</source>
            <translation>
                <numerusform>A move was taken back %n time in this hand: the move played instead is marked ↶.</numerusform>
                <numerusform>Moves were taken back %n times in this hand: the moves played instead are marked ↶.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="609" />
            <source>%n move(s) recorded.</source>
            <translation>
                <numerusform>%n move recorded.</numerusform>
                <numerusform>%n moves recorded.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="621" />
            <source>A move was taken back %n time(s) in this hand.</source>
            <translation>
                <numerusform>A move was taken back %n time in this hand.</numerusform>
                <numerusform>Moves were taken back %n times in this hand.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="652" />
            <source>The same deal was played %n more time(s) from this seat.</source>
            <translation>
                <numerusform>The same deal was played %n more time from this seat.</numerusform>
                <numerusform>The same deal was played %n more times from this seat.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="832" />
            <source>%n hand(s)</source>
            <translation>
                <numerusform>%n hand</numerusform>
                <numerusform>%n hands</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="626" />
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="817" />
            <source>A move was taken back %n time(s) in this game.</source>
            <translation>
                <numerusform>A move was taken back %n time in this game.</numerusform>
                <numerusform>A move was taken back %n times in this game.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>KnewDialog</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="299" />
            <source>%1 of %n decision(s) the same in all %2 reshuffles.</source>
            <translation>
                <numerusform>%1 of %n decision the same in all %2 reshuffles.</numerusform>
                <numerusform>%1 of %n decisions the same in all %2 reshuffles.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="395" />
            <source>Stock: %n card(s)</source>
            <translation>
                <numerusform>Stock: %n card</numerusform>
                <numerusform>Stock: %n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PileDialog</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/pile.py" line="143" />
            <source>%n card(s), the oldest first; the last is the top card.</source>
            <translation>
                <numerusform>%n card, the oldest first; the last is the top card.</numerusform>
                <numerusform>%n cards, the oldest first; the last is the top card.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlayBinding</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="307" />
            <source>Your last move and the computer's %n move(s) after it were taken back.</source>
            <translation>
                <numerusform>Your last move and the computer's %n move after it were taken back.</numerusform>
                <numerusform>Your last move and the computer's %n moves after it were taken back.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ResultsChart</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="73" />
            <source>Win rate, rolling over the last %n game(s)</source>
            <translation>
                <numerusform>Win rate, rolling over the last %n game</numerusform>
                <numerusform>Win rate, rolling over the last %n games</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="74" />
            <source>Points per hand, rolling over the last %n game(s)</source>
            <translation>
                <numerusform>Points per hand, rolling over the last %n game</numerusform>
                <numerusform>Points per hand, rolling over the last %n games</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="96" />
            <source>%n game(s) finished.</source>
            <translation>
                <numerusform>%n game finished.</numerusform>
                <numerusform>%n games finished.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RulesText</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="179" />
            <source>After drawing, you may &lt;b&gt;knock&lt;/b&gt; if your deadwood after your discard is at most %Ln point(s). You discard face down and lay out your melds and deadwood.</source>
            <translation>
                <numerusform>After drawing, you may &lt;b&gt;knock&lt;/b&gt; if your deadwood after your discard is at most %Ln point. You discard face down and lay out your melds and deadwood.</numerusform>
                <numerusform>After drawing, you may &lt;b&gt;knock&lt;/b&gt; if your deadwood after your discard is at most %Ln points. You discard face down and lay out your melds and deadwood.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="191" />
            <source>&lt;b&gt;Oklahoma:&lt;/b&gt; the value of the first face-up card sets the knock limit of the hand (never more than %Ln). If it is an ace, only gin ends the hand. If it is a spade, everything the hand scores is doubled.</source>
            <translation>
                <numerusform>&lt;b&gt;Oklahoma:&lt;/b&gt; the value of the first face-up card sets the knock limit of the hand (never more than %Ln). If it is an ace, only gin ends the hand. If it is a spade, everything the hand scores is doubled.</numerusform>
                <numerusform>&lt;b&gt;Oklahoma:&lt;/b&gt; the value of the first face-up card sets the knock limit of the hand (never more than %Ln). If it is an ace, only gin ends the hand. If it is a spade, everything the hand scores is doubled.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="217" />
            <source>&lt;b&gt;Big Gin:&lt;/b&gt; if all eleven cards fit in melds after you draw, you may go out without discarding, for a bonus of %Ln point(s) instead of the gin bonus.</source>
            <translation>
                <numerusform>&lt;b&gt;Big Gin:&lt;/b&gt; if all eleven cards fit in melds after you draw, you may go out without discarding, for a bonus of %Ln point instead of the gin bonus.</numerusform>
                <numerusform>&lt;b&gt;Big Gin:&lt;/b&gt; if all eleven cards fit in melds after you draw, you may go out without discarding, for a bonus of %Ln points instead of the gin bonus.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="370" />
            <source>If the defender has as little deadwood as the knocker or less, that is an &lt;b&gt;undercut&lt;/b&gt;: the defender scores the difference plus a bonus of %Ln point(s).</source>
            <translation>
                <numerusform>If the defender has as little deadwood as the knocker or less, that is an &lt;b&gt;undercut&lt;/b&gt;: the defender scores the difference plus a bonus of %Ln point.</numerusform>
                <numerusform>If the defender has as little deadwood as the knocker or less, that is an &lt;b&gt;undercut&lt;/b&gt;: the defender scores the difference plus a bonus of %Ln points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="380" />
            <source>If the defender has less deadwood than the knocker, that is an &lt;b&gt;undercut&lt;/b&gt;: the defender scores the difference plus a bonus of %Ln point(s).</source>
            <translation>
                <numerusform>If the defender has less deadwood than the knocker, that is an &lt;b&gt;undercut&lt;/b&gt;: the defender scores the difference plus a bonus of %Ln point.</numerusform>
                <numerusform>If the defender has less deadwood than the knocker, that is an &lt;b&gt;undercut&lt;/b&gt;: the defender scores the difference plus a bonus of %Ln points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="390" />
            <source>If both have the same deadwood, the defender wins the hand and scores %Ln point(s).</source>
            <translation>
                <numerusform>If both have the same deadwood, the defender wins the hand and scores %Ln point.</numerusform>
                <numerusform>If both have the same deadwood, the defender wins the hand and scores %Ln points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="400" />
            <source>&lt;b&gt;Gin&lt;/b&gt; scores the opponent's whole deadwood plus a bonus of %Ln point(s), and a gin is never undercut.</source>
            <translation>
                <numerusform>&lt;b&gt;Gin&lt;/b&gt; scores the opponent's whole deadwood plus a bonus of %Ln point, and a gin is never undercut.</numerusform>
                <numerusform>&lt;b&gt;Gin&lt;/b&gt; scores the opponent's whole deadwood plus a bonus of %Ln points, and a gin is never undercut.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="409" />
            <source>The winner of every hand also scores %Ln point(s) at once.</source>
            <translation>
                <numerusform>The winner of every hand also scores %Ln point at once.</numerusform>
                <numerusform>The winner of every hand also scores %Ln points at once.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="423" />
            <source>The first player whose total reaches %Ln point(s) wins the game.</source>
            <translation>
                <numerusform>The first player whose total reaches %Ln point wins the game.</numerusform>
                <numerusform>The first player whose total reaches %Ln points wins the game.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="431" />
            <source>The winner of the game scores a game bonus of %Ln point(s).</source>
            <translation>
                <numerusform>The winner of the game scores a game bonus of %Ln point.</numerusform>
                <numerusform>The winner of the game scores a game bonus of %Ln points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="439" />
            <source>If the loser has not scored a single point (a shutout), the game bonus is %Ln point(s) instead.</source>
            <translation>
                <numerusform>If the loser has not scored a single point (a shutout), the game bonus is %Ln point instead.</numerusform>
                <numerusform>If the loser has not scored a single point (a shutout), the game bonus is %Ln points instead.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="448" />
            <source>Each hand a player wins is a &lt;b&gt;box&lt;/b&gt;. At the end each player scores %Ln point(s) for every box they won.</source>
            <translation>
                <numerusform>Each hand a player wins is a &lt;b&gt;box&lt;/b&gt;. At the end each player scores %Ln point for every box they won.</numerusform>
                <numerusform>Each hand a player wins is a &lt;b&gt;box&lt;/b&gt;. At the end each player scores %Ln points for every box they won.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RunningTotalsChart</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="122" />
            <source>%n hand(s) played.</source>
            <translation>
                <numerusform>%n hand played.</numerusform>
                <numerusform>%n hands played.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="127" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="129" />
            <source>%n box(es)</source>
            <translation>
                <numerusform>%n box</numerusform>
                <numerusform>%n boxes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ScorePadText</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="290" />
            <source>in progress, %n hand(s)</source>
            <translation>
                <numerusform>in progress, %n hand</numerusform>
                <numerusform>in progress, %n hands</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="615" />
            <source>The pad in progress (%n hand(s)) stays in the game history, where you can take it up again.</source>
            <translation>
                <numerusform>The pad in progress (%n hand) stays in the game history, where you can take it up again.</numerusform>
                <numerusform>The pad in progress (%n hands) stays in the game history, where you can take it up again.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="622" />
            <source>The pad in progress (%n hand(s)) is not kept: there is no game history to keep it in.</source>
            <translation>
                <numerusform>The pad in progress (%n hand) is not kept: there is no game history to keep it in.</numerusform>
                <numerusform>The pad in progress (%n hands) is not kept: there is no game history to keep it in.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Scoresheet</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="243" />
            <source>%n box(es)</source>
            <translation>
                <numerusform>%n box</numerusform>
                <numerusform>%n boxes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="183" />
            <source>Duplicate: %1 (%n deal(s))</source>
            <translation>
                <numerusform>Duplicate: %1 (%n deal)</numerusform>
                <numerusform>Duplicate: %1 (%n deals)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="382" />
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="385" />
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n win</numerusform>
                <numerusform>%n wins</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="383" />
            <source>%n loss(es)</source>
            <translation>
                <numerusform>%n loss</numerusform>
                <numerusform>%n losses</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="558" />
            <source>You have won %1 of %n game(s).</source>
            <translation>
                <numerusform>You have won %1 of %n game.</numerusform>
                <numerusform>You have won %1 of %n games.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="579" />
            <source>%n game(s) kept on the score pad, played with real cards, are not counted here: Game history lists them.</source>
            <translation>
                <numerusform>%n game kept on the score pad, played with real cards, is not counted here: Game history lists it.</numerusform>
                <numerusform>%n games kept on the score pad, played with real cards, are not counted here: Game history lists them.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="596" />
            <source>Duplicate against %1: %2 points a deal over %n deal(s)</source>
            <translation>
                <numerusform>Duplicate against %1: %2 points a deal over %n deal</numerusform>
                <numerusform>Duplicate against %1: %2 points a deal over %n deals</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="601" />
            <source>the latest %n: %1 points a deal</source>
            <translation>
                <numerusform>the latest %n: %1 points a deal</numerusform>
                <numerusform>the latest %n: %1 points a deal</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TallyWidget</name>
        <message numerus="yes">
            <source>%n box(es) won</source>
            <translation>
                <numerusform>%n box won</numerusform>
                <numerusform>%n boxes won</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Texts</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="763" />
            <source>You could have knocked here with %1, %n turn(s) before you did.</source>
            <translation>
                <numerusform>You could have knocked here with %1, %n turn before you did.</numerusform>
                <numerusform>You could have knocked here with %1, %n turns before you did.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="778" />
            <source>Discarding the %1 kept %n more point(s) of deadwood than discarding the %2.</source>
            <translation>
                <numerusform>Discarding the %1 kept %n more point of deadwood than discarding the %2.</numerusform>
                <numerusform>Discarding the %1 kept %n more points of deadwood than discarding the %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n box(es)</source>
            <translation>
                <numerusform>%n box</numerusform>
                <numerusform>%n boxes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TrainingPanel</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="413" />
            <source>%n card(s) still available</source>
            <translation>
                <numerusform>%n card still available</numerusform>
                <numerusform>%n cards still available</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WinSharesChart</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="99" />
            <source>%n hand(s) won</source>
            <translation>
                <numerusform>%n hand won</numerusform>
                <numerusform>%n hands won</numerusform>
            </translation>
        </message>
    </context>
</TS>
