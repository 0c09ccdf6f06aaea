<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO" sourcelanguage="en">
    <context>
        <name>AbandonBox</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="34" />
            <source>New game</source>
            <translation>Nytt spill</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="36" />
            <source>Abandon the Hollywood match in progress?</source>
            <translation>Vil du avbryte Hollywood-kampen som pågår?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="39" />
            <source>The whole match – all three games, those already over too – is recorded in your history and statistics as abandoned: played, and not won.</source>
            <translation>Hele kampen – alle tre spillene, også de som allerede er ferdige – føres i spillhistorikken og statistikken som avbrutt: spilt, men ikke vunnet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="45" />
            <source>Abandon the game in progress?</source>
            <translation>Vil du avbryte spillet som pågår?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="48" />
            <source>It is recorded in your history and statistics as abandoned: played, and not won.</source>
            <translation>Det føres i spillhistorikken og statistikken som avbrutt: spilt, men ikke vunnet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="52" />
            <source>&amp;Abandon it</source>
            <translation>&amp;Avbryt spillet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="53" />
            <source>&amp;Keep playing</source>
            <translation>&amp;Fortsett å spille</translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="359" />
            <source>About %1</source>
            <translation>Om %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="362" />
            <source>Version %1</source>
            <translation>Versjon %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="364" />
            <source>Gin Rummy for one player against the computer, with the international rules and the Finnish and Norwegian house rules.</source>
            <translation>Gin rummy for én spiller mot maskinen, med de internasjonale reglene og finske og norske husregler.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="367" />
            <source>Rules from Finnish and Norwegian rule texts.</source>
            <translation>Reglene bygger på finske og norske regeltekster.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="368" />
            <source>Licensed under the MIT licence.</source>
            <translation>Lisensiert under MIT-lisensen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="369" />
            <source>Made with Qt for Python %1.</source>
            <translation>Laget med Qt for Python %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="373" />
            <source>Qt and Qt for Python are used under the GNU LGPL version 3. Their licences and the other third-party notices come with the game, in its “licenses” folder.</source>
            <translation>Qt og Qt for Python brukes under GNU LGPL versjon 3. Lisensene deres og merknadene om annen tredjepartsprogramvare følger med spillet, i mappen «licenses».</translation>
        </message>
    </context>
    <context>
        <name>Accessibility</name>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="805" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="807" />
            <source>%1 and %2</source>
            <translation>%1 og %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="57" />
            <source>the run %1 of %2</source>
            <comment>ranks, suit</comment>
            <translation>rekken %1 i %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="62" />
            <source>the set %1</source>
            <translation>like kort: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="69" />
            <source>%1, in %2</source>
            <comment>card, meld</comment>
            <translation>%1, i %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="72" />
            <source>%1, in a set with %2</source>
            <translation>%1, i like kort med %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="86" />
            <source>%1, deadwood</source>
            <translation>%1, dødkort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="95" />
            <source>discard pile: empty</source>
            <translation>kastebunken: tom</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="98" />
            <source>discard pile: top card %1, %2</source>
            <translation>kastebunken: øverst %1, %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="105" />
            <source>stock: %n card(s)</source>
            <translation>
                <numerusform>trekkbunken: %n kort</numerusform>
                <numerusform>trekkbunken: %n kort</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="110" />
            <source>the computer's hand: %n card(s)</source>
            <translation>
                <numerusform>maskinens hånd: %n kort</numerusform>
                <numerusform>maskinens hånd: %n kort</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="114" />
            <source>, known to hold %1</source>
            <comment>cards it picked up</comment>
            <translation>, blant dem %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="121" />
            <source>deadwood %n point(s)</source>
            <translation>
                <numerusform>dødkort %n poeng</numerusform>
                <numerusform>dødkort %n poeng</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="129" />
            <source>You took the face-up %1.</source>
            <translation>Du tok det åpne kortet, %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="130" />
            <source>The computer took the face-up %1.</source>
            <translation>Maskinen tok det åpne kortet, %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="133" />
            <source>You passed on the %1.</source>
            <translation>Du lot %1 ligge.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="134" />
            <source>The computer passed on the %1.</source>
            <translation>Maskinen lot %1 ligge.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="137" />
            <source>You drew from the stock.</source>
            <translation>Du trakk fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="138" />
            <source>The computer drew from the stock.</source>
            <translation>Maskinen trakk fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="141" />
            <source>You drew the %1 from the stock.</source>
            <translation>Du trakk %1 fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="144" />
            <source>The computer drew the %1 from the stock.</source>
            <translation>Maskinen trakk %1 fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="147" />
            <source>You took the %1 from the discard pile.</source>
            <translation>Du tok %1 fra kastebunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="150" />
            <source>The computer took the %1 from the discard pile.</source>
            <translation>Maskinen tok %1 fra kastebunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="153" />
            <source>You discarded the %1.</source>
            <translation>Du kastet %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="154" />
            <source>The computer discarded the %1.</source>
            <translation>Maskinen kastet %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="157" />
            <source>You knocked.</source>
            <translation>Du banket.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="158" />
            <source>The computer knocked.</source>
            <translation>Maskinen banket.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="159" />
            <source>You knocked, discarding the %1 face down.</source>
            <translation>Du banket og kastet %1 med forsiden ned.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="162" />
            <source>The computer knocked, discarding the %1 face down.</source>
            <translation>Maskinen banket og kastet %1 med forsiden ned.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="165" />
            <source>You went gin.</source>
            <translation>Du fikk gin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="166" />
            <source>The computer went gin.</source>
            <translation>Maskinen fikk gin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="167" />
            <source>You went gin, discarding the %1 face down.</source>
            <translation>Du fikk gin og kastet %1 med forsiden ned.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="170" />
            <source>The computer went gin, discarding the %1 face down.</source>
            <translation>Maskinen fikk gin og kastet %1 med forsiden ned.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="173" />
            <source>You went Big Gin.</source>
            <translation>Du fikk stor gin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="174" />
            <source>The computer went Big Gin.</source>
            <translation>Maskinen fikk stor gin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="177" />
            <source>You laid off the %1.</source>
            <translation>Du la på %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="178" />
            <source>The computer laid off the %1.</source>
            <translation>Maskinen la på %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="179" />
            <source>You won the game.</source>
            <translation>Du vant spillet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="180" />
            <source>The computer won the game.</source>
            <translation>Maskinen vant spillet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="183" />
            <source>The stock is down to two cards: the hand is void.</source>
            <translation>Det er bare to kort igjen i trekkbunken: runden er annullert.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="184" />
            <source>The hand is over: nobody scores.</source>
            <translation>Runden er over: ingen får poeng.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="185" />
            <source>The hand is over: you won it.</source>
            <translation>Runden er over: du vant.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="186" />
            <source>The hand is over: the computer won it.</source>
            <translation>Runden er over: maskinen vant.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/accessibility.py" line="93" />
            <source>Your hand: %1</source>
            <translation>Hånden din: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n kort</numerusform>
                <numerusform>%n kort</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Actions</name>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="34" />
            <source>&amp;New game…</source>
            <translation>&amp;Nytt spill…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="36" />
            <source>Start a new game: rules, house rules and computer level</source>
            <translation>Start et nytt spill: regler, husregler og maskinens nivå</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="40" />
            <source>Play a &amp;deal by code…</source>
            <translation>Spill en runde med &amp;utdelingskode…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="42" />
            <source>Start a new game whose first hand is the deal a code names</source>
            <translation>Start et nytt spill der første runde er utdelingen som koden angir</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="46" />
            <source>Play &amp;again</source>
            <translation>Spill ig&amp;jen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="48" />
            <source>A new game with the same rules and computer level</source>
            <translation>Et nytt spill med samme regler og samme nivå på maskinen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="52" />
            <source>Sc&amp;ore pad…</source>
            <translation>Poengb&amp;lokk…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="54" />
            <source>Keep score of a game played with real cards</source>
            <translation>Før poeng for et spill med ekte kort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="58" />
            <source>Ne&amp;xt hand</source>
            <translation>Neste &amp;runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="60" />
            <source>Deal the next hand</source>
            <translation>Del ut kortene til neste runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="64" />
            <source>&amp;Undo move</source>
            <translation>Angr&amp;e trekk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="66" />
            <source>Take back your last move, if it showed you no hidden card</source>
            <translation>Angre det siste trekket ditt, hvis det ikke viste deg noen skjulte kort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="70" />
            <source>Allo&amp;w taking moves back</source>
            <translation>Tillat å angre tre&amp;kk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="72" />
            <source>Let Undo take back a move (a game with a move taken back is marked)</source>
            <translation>La Angre ta tilbake et trekk (et spill med et angret trekk blir merket)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="79" />
            <source>&amp;Hint</source>
            <translation>&amp;Tips</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="81" />
            <source>Ask what the hint and review advisor (the Expert or the Master, in the Game menu) would play here, and why (the game counts as assisted)</source>
            <translation>Spør hva rådgiveren for tips og gjennomgang (Ekspert eller Mester, i Spill-menyen) ville gjort her, og hvorfor (spillet regnes som spilt med hjelpemidler)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="89" />
            <source>&amp;Review hand</source>
            <translation>&amp;Gjennomgå runden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="91" />
            <source>Step through the last hand with a review</source>
            <translation>Gå gjennom siste runde trekk for trekk, med vurdering</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="95" />
            <source>What the computer &amp;knew…</source>
            <translation>Hva maskinen v&amp;isste…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="97" />
            <source>The computer's decisions in the last hand, and what it saw</source>
            <translation>Maskinens valg i forrige runde, og hva den så</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="101" />
            <source>&amp;Confirm knock and gin</source>
            <translation>&amp;Bekreft banking og gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="103" />
            <source>Ask before a knock or gin ends the hand</source>
            <translation>Spør før banking eller gin avslutter runden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="108" />
            <source>Show the computer's p&amp;ickups</source>
            <translation>Vis kortene maskinen har tatt &amp;opp</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="110" />
            <source>Show the cards the computer took from the discard pile and still holds</source>
            <translation>Vis kortene maskinen har tatt fra kastebunken og fortsatt har på hånden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="117" />
            <source>&amp;Statistics…</source>
            <translation>&amp;Statistikk…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="119" />
            <source>Games played and won</source>
            <translation>Spilte og vunne spill</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="123" />
            <source>Ga&amp;me history…</source>
            <translation>S&amp;pillhistorikk…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="125" />
            <source>Past games and hands: review them or play them again</source>
            <translation>Tidligere spill og runder: gå gjennom dem eller spill dem på nytt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="129" />
            <source>&amp;Quit</source>
            <translation>&amp;Avslutt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="131" />
            <source>Close the game (it is saved)</source>
            <translation>Lukk spillet (det blir lagret)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="136" />
            <source>&amp;Take the upcard</source>
            <translation>Ta det &amp;åpne kortet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="138" />
            <source>Take the first face-up card</source>
            <translation>Ta det første åpne kortet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="142" />
            <source>&amp;Pass</source>
            <translation>&amp;Pass</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="144" />
            <source>Decline the first face-up card</source>
            <translation>Si nei til det første åpne kortet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="148" />
            <source>Draw from the &amp;stock</source>
            <translation>Trekk fra &amp;trekkbunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="150" />
            <source>Draw the top card of the stock</source>
            <translation>Trekk øverste kort fra trekkbunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="154" />
            <source>Take the &amp;discard</source>
            <translation>Ta fra &amp;kastebunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="156" />
            <source>Take the top card of the discard pile</source>
            <translation>Ta øverste kort fra kastebunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="160" />
            <source>Discard the selected card</source>
            <translation>Kast det valgte kortet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="162" />
            <source>Discard the selected card; the arrow keys select a card</source>
            <translation>Kast det valgte kortet; piltastene velger kort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="167" />
            <source>&amp;Knock with the selected card</source>
            <translation>&amp;Bank med det valgte kortet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="169" />
            <source>Knock or go gin, discarding the selected card face down</source>
            <translation>Bank eller gå ut med gin, og kast det valgte kortet med forsiden ned</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="173" />
            <source>&amp;Big Gin</source>
            <translation>Stor g&amp;in</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="175" />
            <source>All eleven cards meld: go out without a discard</source>
            <translation>Alle elleve kortene i kombinasjoner: gå ut uten å kaste</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="179" />
            <source>&amp;Lay off the selected card</source>
            <translation>&amp;Legg på det valgte kortet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="181" />
            <source>Add the selected card to a meld of the knocker</source>
            <translation>Legg det valgte kortet på en av kombinasjonene til den som banket</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="185" />
            <source>&amp;Accept the best layoffs</source>
            <translation>&amp;Godta den beste påleggingen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="187" />
            <source>Lay off what fits best and finish</source>
            <translation>Legg på det som passer best, og avslutt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="191" />
            <source>Do&amp;ne laying off</source>
            <translation>&amp;Ferdig med pålegging</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="193" />
            <source>Finish laying off; the hand is scored</source>
            <translation>Avslutt påleggingen; runden telles opp</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="197" />
            <source>Look through the discard p&amp;ile…</source>
            <translation>&amp;Se gjennom kastebunken…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="199" />
            <source>See every card of the discard pile</source>
            <translation>Se alle kortene i kastebunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="203" />
            <source>Sort by &amp;rank</source>
            <translation>Sorter etter &amp;verdi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="205" />
            <source>Sort your hand by rank</source>
            <translation>Sorter hånden etter verdi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="210" />
            <source>Sort by s&amp;uit</source>
            <translation>Sorter etter f&amp;arge</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="212" />
            <source>Sort your hand by suit</source>
            <translation>Sorter hånden etter farge</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="217" />
            <source>Sort by &amp;melds</source>
            <translation>Sorter etter k&amp;ombinasjoner</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="219" />
            <source>Melds first, then deadwood</source>
            <translation>Kombinasjoner først, så dødkort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="224" />
            <source>&amp;Free arrangement</source>
            <translation>Fri &amp;rekkefølge</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="226" />
            <source>Keep the order you drag the cards into</source>
            <translation>Behold rekkefølgen du drar kortene i</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="232" />
            <source>&amp;Mute sounds</source>
            <translation>&amp;Lyd av</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="234" />
            <source>Turn the sound effects off or on</source>
            <translation>Slå lydeffektene av eller på</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="239" />
            <source>S&amp;coresheet</source>
            <translation>&amp;Poengliste</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="241" />
            <source>Show or hide the scoresheet</source>
            <translation>Vis eller skjul poenglisten</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="246" />
            <source>F&amp;ull scoresheet…</source>
            <translation>Poengliste i full &amp;visning…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="248" />
            <source>Every hand with its scoring lines; print or export</source>
            <translation>Alle rundene med utregning; skriv ut eller eksporter</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="252" />
            <source>&amp;Full screen</source>
            <translation>&amp;Fullskjerm</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="254" />
            <source>Use the whole screen</source>
            <translation>Bruk hele skjermen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="260" />
            <source>&amp;How to play</source>
            <translation>&amp;Slik spiller du</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="262" />
            <source>The rules of the game being played</source>
            <translation>Reglene for spillet som spilles</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="266" />
            <source>&amp;Keyboard keys</source>
            <translation>&amp;Hurtigtaster</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="268" />
            <source>Every key of the game</source>
            <translation>Alle tastene i spillet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="270" />
            <source>&amp;About</source>
            <translation>&amp;Om</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="282" />
            <source>Select a card in your hand</source>
            <translation>Velg et kort på hånden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="283" />
            <source>Move the selected card within your hand</source>
            <translation>Flytt det valgte kortet på hånden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="284" />
            <source>Select the first or the last card</source>
            <translation>Velg det første eller det siste kortet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="287" />
            <source>Move the selected card to the start or the end of your hand</source>
            <translation>Flytt det valgte kortet først eller sist på hånden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="291" />
            <source>Go to the buttons over the table; Return or Space presses the one chosen</source>
            <translation>Gå til knappene på bordet; trykk Enter eller mellomrom for å bruke den valgte</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="295" />
            <source>When the game is over: play again</source>
            <translation>Når spillet er slutt: spill igjen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="296" />
            <source>Close the open dialog</source>
            <translation>Lukk vinduet som er åpent</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="297" />
            <source>While you drag a card: put it back</source>
            <translation>Mens du drar et kort: legg det tilbake</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="298" />
            <source>Open the menus (the arrows go from menu to menu)</source>
            <translation>Åpne menyene (med piltastene går du fra meny til meny)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="302" />
            <source>After a hint: make the move it named</source>
            <translation>Etter et tips: gjør trekket tipset foreslo</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="306" />
            <source>%1 (not played with these rules)</source>
            <translation>%1 (spilles ikke med disse reglene)</translation>
        </message>
    </context>
    <context>
        <name>AutoSaver</name>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="112" />
            <source>no permission to write to the folder %1</source>
            <translation>ingen tillatelse til å skrive i mappen %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="115" />
            <source>no permission to write to %1</source>
            <translation>ingen tillatelse til å skrive i %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="116" />
            <location filename="../ginrummy_desktop/app/autosave.py" line="127" />
            <source>no permission to write there</source>
            <translation>ingen tillatelse til å skrive der</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="118" />
            <location filename="../ginrummy_desktop/app/autosave.py" line="125" />
            <source>the disk is full</source>
            <translation>disken er full</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="120" />
            <source>the disk can only be read</source>
            <translation>disken er skrivebeskyttet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="128" />
            <source>its file cannot be opened or written</source>
            <translation>filen kan ikke åpnes eller skrives til</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="172" />
            <source>The file could not be opened.</source>
            <translation>Filen kunne ikke åpnes.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="173" />
            <source>You have no permission to read the file.</source>
            <translation>Du har ikke tillatelse til å lese filen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="174" />
            <source>The file is incomplete or damaged.</source>
            <translation>Filen er ufullstendig eller skadet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="176" />
            <source>It was saved by a version of the game that this one does not know.</source>
            <translation>Filen ble lagret av en versjon av spillet som denne versjonen ikke kjenner til.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="179" />
            <source>Its contents are not a game this version can continue.</source>
            <translation>Innholdet er ikke et spill denne versjonen kan fortsette.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="183" />
            <source>Your saved game could not be continued, so a new game starts.</source>
            <translation>Det lagrede spillet ditt kunne ikke fortsettes, så et nytt spill begynner.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="186" />
            <source>The file was kept as %1.</source>
            <translation>Filen ble tatt vare på som %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="195" />
            <source>The last moves of your saved game could not be read: the game goes on from the last move that could be read.</source>
            <translation>De siste trekkene i det lagrede spillet ditt kunne ikke leses: spillet fortsetter fra det siste trekket som kunne leses.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="199" />
            <source>The damaged part was kept as %1.</source>
            <translation>Den skadede delen ble tatt vare på som %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="211" />
            <source>Your game history was written by a newer version of the game.</source>
            <translation>Spillhistorikken din er skrevet av en nyere versjon av spillet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="213" />
            <source>Your game history could not be read.</source>
            <translation>Spillhistorikken din kunne ikke leses.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/app/autosave.py" line="219" />
            <source>A new history was started with what could still be read of it: %n game(s).</source>
            <translation>
                <numerusform>En ny historikk ble startet med det som fortsatt kunne leses av den gamle: %n spill.</numerusform>
                <numerusform>En ny historikk ble startet med det som fortsatt kunne leses av den gamle: %n spill.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="224" />
            <source>A new, empty history was started.</source>
            <translation>En ny, tom historikk ble startet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="226" />
            <source>The old file was kept as %1.</source>
            <translation>Den gamle filen ble tatt vare på som %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="262" />
            <source>After hand %1: you %2, computer %3.</source>
            <translation>Etter runde %1: du %2, maskinen %3.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="264" />
            <source>Hand %1: you %2, computer %3.</source>
            <translation>Runde %1: du %2, maskinen %3.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="279" />
            <source>game %1 %2–%3</source>
            <translation>spill %1 %2–%3</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="283" />
            <source>game %1 –</source>
            <comment>a Hollywood game no hand is written in yet</comment>
            <translation>spill %1 –</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="290" />
            <source>After hand %1 of a Hollywood match, you – computer: %2.</source>
            <translation>Etter runde %1 i Hollywood-kampen, du – maskinen: %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="292" />
            <source>Hand %1 of a Hollywood match, you – computer: %2.</source>
            <translation>Runde %1 i Hollywood-kampen, du – maskinen: %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="309" />
            <source>Continue the game saved on %1?</source>
            <translation>Vil du fortsette spillet som ble lagret %1?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="311" />
            <source>Continue your unfinished game?</source>
            <translation>Fortsette det uferdige spillet ditt?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="144" />
            <source>Your game history cannot be opened (%1). The game in play goes into it at a later start if it is still unfinished then; a game finished before that is not recorded.</source>
            <translation>Spillhistorikken din kan ikke åpnes (%1). Spillet du spiller nå, føres inn i den ved en senere oppstart hvis det ikke er ferdig da; et spill som blir ferdig før det, blir ikke registrert.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="139" />
            <source>Your game history cannot be opened (%1). The results of your games wait in a file beside it and go into it once it can be opened again.</source>
            <translation>Spillhistorikken din kan ikke åpnes (%1). Resultatene av spillene dine venter i en egen fil ved siden av og føres inn i historikken så snart den kan åpnes igjen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="445" />
            <source>Results waiting to be written to your game history could not be read; they are not in it. The file was kept as %1.</source>
            <translation>Resultater som ventet på å bli ført inn i spillhistorikken, kunne ikke leses, så de mangler i historikken. Filen ble tatt vare på som %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="516" />
            <source>Your saved game ended in the middle of a move (the game stopped while saving it, or the file was cut short): it goes on from the last whole move.</source>
            <translation>Det lagrede spillet ditt sluttet midt i et trekk (spillet stoppet mens det ble lagret, eller filen ble avkortet): spillet fortsetter fra det siste hele trekket.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="774" />
            <source>Your game history is in use by another program. The results are kept and written to it as soon as it is free.</source>
            <translation>Spillhistorikken din brukes av et annet program. Resultatene tas vare på og føres inn så snart den er ledig.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="784" />
            <source>The result could not be written to your game history (%1). It is kept and tried again.</source>
            <translation>Resultatet kunne ikke føres inn i spillhistorikken din (%1). Det tas vare på, og det gjøres et nytt forsøk senere.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/resume.py" line="31" />
            <location filename="../ginrummy_desktop/ui/dialogs/resume.py" line="116" />
            <source>Gin Rummy</source>
            <translation>Gin Rummy</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/resume.py" line="38" />
            <source>&amp;Continue</source>
            <translation>&amp;Fortsett</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/resume.py" line="39" />
            <source>&amp;New game</source>
            <translation>&amp;Nytt spill</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/resume.py" line="61" />
            <source>%1 · computer: %2</source>
            <comment>the saved game's rules</comment>
            <translation>%1 · maskinen: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/resume.py" line="68" />
            <source> · duplicate against %1</source>
            <comment>after the saved game's rules and level</comment>
            <translation> · duplikat mot %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="644" />
            <source>The game could not be saved (%1). It goes on, and saving is tried again after the next move.</source>
            <translation>Spillet kunne ikke lagres (%1). Spillet fortsetter, og lagring prøves igjen etter neste trekk.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/resume.py" line="33" />
            <source>A new game records the saved one as abandoned.</source>
            <translation>Velger du Nytt spill, føres det lagrede spillet som avbrutt.</translation>
        </message>
    </context>
    <context>
        <name>CardImages</name>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="28" />
            <source>&amp;Classic</source>
            <translation>&amp;Klassisk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="29" />
            <source>&amp;Four colours</source>
            <translation>&amp;Fire farger</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="32" />
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="39" />
            <source>&amp;Blue</source>
            <translation>&amp;Blå</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="33" />
            <source>&amp;Red</source>
            <translation>&amp;Rød</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="34" />
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="38" />
            <source>&amp;Green</source>
            <translation>&amp;Grønn</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="35" />
            <source>Black and g&amp;old</source>
            <translation>Svart og g&amp;ull</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="40" />
            <source>B&amp;urgundy</source>
            <translation>&amp;Vinrød</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="41" />
            <source>&amp;Charcoal (dark)</source>
            <translation>&amp;Koksgrå (mørk)</translation>
        </message>
    </context>
    <context>
        <name>Celebration</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="64" />
            <source>Gin!</source>
            <translation>Gin!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="65" />
            <source>Big Gin!</source>
            <translation>Stor gin!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="66" />
            <source>Undercut!</source>
            <translation>Undercut!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="67" />
            <source>You win the game!</source>
            <translation>Du vant spillet!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="256" />
            <source>Final totals %1 – %2</source>
            <translation>Sluttoppgjør %1 – %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="265" />
            <source>click or press a key to go on</source>
            <translation>klikk eller trykk en tast for å gå videre</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n poeng</numerusform>
                <numerusform>%n poeng</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/paper.py" line="161" />
            <source>%1%</source>
            <comment>percentage</comment>
            <translation>%1 %</translation>
        </message>
    </context>
    <context>
        <name>CompareText</name>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="60" />
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="137" />
            <source>still playing</source>
            <translation>spiller fortsatt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="62" />
            <source>%1: %2</source>
            <comment>outcome: points</comment>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="72" />
            <source>You knocked</source>
            <translation>Du banket</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="73" />
            <source>You went gin</source>
            <translation>Du fikk gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="74" />
            <source>You went Big Gin</source>
            <translation>Du fikk stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="75" />
            <source>You knocked and were undercut</source>
            <translation>Du banket, men ble undercut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="78" />
            <source>%1 knocked</source>
            <comment>reference level</comment>
            <translation>%1 banket</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="79" />
            <source>%1 went gin</source>
            <comment>reference level</comment>
            <translation>%1 fikk gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="80" />
            <source>%1 went Big Gin</source>
            <comment>reference level</comment>
            <translation>%1 fikk stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="81" />
            <source>%1 knocked and was undercut</source>
            <comment>reference level</comment>
            <translation>%1 banket, men ble undercut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="84" />
            <source>The computer knocked</source>
            <translation>Maskinen banket</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="85" />
            <source>The computer went gin</source>
            <translation>Maskinen fikk gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="86" />
            <source>The computer went Big Gin</source>
            <translation>Maskinen fikk stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="87" />
            <source>The computer knocked and was undercut</source>
            <translation>Maskinen banket, men ble undercut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="101" />
            <source>nobody scored</source>
            <translation>ingen fikk poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="105" />
            <source>won %1</source>
            <comment>you</comment>
            <translation>vant %1 poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="105" />
            <source>lost %1</source>
            <comment>you</comment>
            <translation>tapte %1 poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="108" />
            <source>won %1</source>
            <comment>reference level</comment>
            <translation>vant %1 poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="110" />
            <source>lost %1</source>
            <comment>reference level</comment>
            <translation>tapte %1 poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="114" />
            <source>you won %1</source>
            <translation>du vant %1 poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="114" />
            <source>you lost %1</source>
            <translation>du tapte %1 poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="117" />
            <source>%1 won %2</source>
            <comment>reference level, points</comment>
            <translation>%1 vant %2 poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="119" />
            <source>%1 lost %2</source>
            <comment>reference level, points</comment>
            <translation>%1 tapte %2 poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="150" />
            <source>%1: %2</source>
            <comment>how a play ended: what its player did: won or lost</comment>
            <translation>%1 og %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="159" />
            <source>%1, %2</source>
            <comment>how a play ended: who knocked, who won</comment>
            <translation>%1, og %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="55" />
            <source>A duplicate score is your result in a deal less %1's with the same cards and the same stock: above 0, you played them better. The total adds up the deals.</source>
            <translation>Duplikatpoeng er resultatet ditt i en runde minus resultatet til %1 med de samme kortene og den samme trekkbunken: over 0 betyr at du spilte dem bedre. Totalen er summen av alle rundene.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="208" />
            <source>Duplicate against %1: %2</source>
            <comment>reference level, duplicate score</comment>
            <translation>Duplikat mot %1: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="161" />
            <source>%1, %2</source>
            <comment>how the reference's play ended: who knocked, its result</comment>
            <translation>%2 (%1)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="226" />
            <source>(the hand was over)</source>
            <translation>(runden var over)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="236" />
            <source>The two plays were the same, move for move.</source>
            <translation>Begge spilte likt, trekk for trekk.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="237" />
            <source>The plays parted at move %1.</source>
            <translation>Fra trekk %1 ble det spilt ulikt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="214" />
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="336" />
            <source>Duplicate against %1</source>
            <translation>Duplikat mot %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="342" />
            <source>%1 is playing your cards… (%n move(s) so far)</source>
            <translation>
                <numerusform>%1 spiller kortene dine… (%n trekk så langt)</numerusform>
                <numerusform>%1 spiller kortene dine… (%n trekk så langt)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="176" />
            <source>With your cards: %1</source>
            <comment>the reference's play, how it ended</comment>
            <translation>Med kortene dine: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="180" />
            <source>%1 with your cards: %2</source>
            <comment>reference level: how its play ended</comment>
            <translation>%1 med kortene dine: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="368" />
            <source>total %1</source>
            <comment>duplicate total</comment>
            <translation>totalt %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="383" />
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="392" />
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="383" />
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="384" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="385" />
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="393" />
            <source>%1 with your cards</source>
            <translation>%1 med kortene dine</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="394" />
            <source>Ended</source>
            <translation>Resultat</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="399" />
            <source>First difference</source>
            <translation>Første forskjell</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="364" />
            <source>Duplicate score: %1</source>
            <translation>Duplikatpoeng: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="372" />
            <source>total %1 against %2</source>
            <comment>duplicate total</comment>
            <translation>totalt %1 mot %2</translation>
        </message>
    </context>
    <context>
        <name>DealCodeBadge</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/deal_code_badge.py" line="66" />
            <source>Deal code %1</source>
            <translation>Utdelingskode %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/deal_code_badge.py" line="67" />
            <source>Play this deal again with Game → Play a deal by code.</source>
            <translation>Spill denne runden på nytt med Spill → Spill en runde med utdelingskode.</translation>
        </message>
    </context>
    <context>
        <name>DealCodeDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="59" />
            <source>Type the code of a deal, for example %1.</source>
            <translation>Skriv inn en utdelingskode, for eksempel %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="65" />
            <source>The code has %n character(s); a code has %1.</source>
            <translation>
                <numerusform>Koden har %n tegn; en utdelingskode har %1.</numerusform>
                <numerusform>Koden har %n tegn; en utdelingskode har %1.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="73" />
            <source>'%1' is not used in codes.</source>
            <translation>«%1» brukes ikke i utdelingskoder.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="76" />
            <source>Codes have no 0, O, 1, I or L: they read too much like others.</source>
            <translation>Utdelingskoder har ikke 0, O, 1, I eller L: de er for lette å forveksle med andre tegn.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="81" />
            <source>A character is mistyped: check the code.</source>
            <translation>Et tegn er skrevet feil: sjekk koden.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="84" />
            <source>No deal has this code: check the code.</source>
            <translation>Ingen utdeling har denne koden: sjekk koden.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="217" />
            <source>From the other seat this deal's code is %1.</source>
            <translation>Fra den andre plassen har denne utdelingen koden %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="245" />
            <source>Play a deal by code</source>
            <translation>Spill en runde med utdelingskode</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="249" />
            <source>Type the code of a deal, for example %1. Small or capital letters, dashes and spaces do not matter.</source>
            <translation>Skriv inn en utdelingskode, for eksempel %1. Store eller små bokstaver, bindestreker og mellomrom spiller ingen rolle.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="257" />
            <source>Deal code</source>
            <translation>Utdelingskode</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="259" />
            <source>Play it from the other seat (you get the other player's cards)</source>
            <translation>Spill fra den andre plassen (du får den andre spillerens kort)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="266" />
            <source>A new game starts with this deal as its first hand: %1, computer: %2.</source>
            <translation>Et nytt spill starter med denne utdelingen som første runde: %1, maskinen: %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="276" />
            <source>Play this deal</source>
            <translation>Spill denne utdelingen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="279" />
            <source>Cancel</source>
            <translation>Avbryt</translation>
        </message>
    </context>
    <context>
        <name>DuplicateChart</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="59" />
            <source>Your duplicate average over the latest %n deal(s)</source>
            <translation>
                <numerusform>Duplikatsnittet ditt over %n runde</numerusform>
                <numerusform>Duplikatsnittet ditt over de siste %n rundene</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="60" />
            <source>Duplicate deals, oldest first</source>
            <translation>Duplikatrunder, eldste først</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="62" />
            <source>No duplicate deals yet. Play a game with the Duplicate option: each deal is also played by a reference player with your cards, and your average shows here over time.</source>
            <translation>Ingen duplikatrunder ennå. Spill et spill med duplikat slått på: referansespilleren spiller hver runde på nytt med dine kort, og snittet ditt vises her over tid.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="67" />
            <source>Duplicate average over time</source>
            <translation>Duplikatsnitt over tid</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="78" />
            <source>Against %1: %2 points a deal after %n deal(s).</source>
            <translation>
                <numerusform>Mot %1: %2 poeng per runde etter %n runde.</numerusform>
                <numerusform>Mot %1: %2 poeng per runde etter %n runder.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="86" />
            <source>Reference player</source>
            <translation>Referansespiller</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="87" />
            <source>Deal</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="88" />
            <source>Played</source>
            <translation>Spilt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="89" />
            <source>Duplicate score</source>
            <translation>Duplikatpoeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="90" />
            <source>Average so far</source>
            <translation>Snitt så langt</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="91" />
            <source>Average of the latest %n</source>
            <translation>
                <numerusform>Snitt av den siste %n</numerusform>
                <numerusform>Snitt av de siste %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DuplicatePanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="290" />
            <source>Show the numbers as a table</source>
            <translation>Vis tallene som tabell</translation>
        </message>
    </context>
    <context>
        <name>EquityPanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="32" />
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="34" />
            <source>Take the %1</source>
            <translation>Ta %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="33" />
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="35" />
            <source>Draw from the stock</source>
            <translation>Trekk fra trekkbunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="36" />
            <source>Discard the %1</source>
            <translation>Kast %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="37" />
            <source>Knock with the %1</source>
            <translation>Bank, kast %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="38" />
            <source>Gin with the %1</source>
            <translation>Gå ut med gin, kast %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="39" />
            <source>Big Gin</source>
            <translation>Stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="185" />
            <source>What your moves are worth</source>
            <translation>Hva trekkene dine er verdt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="187" />
            <source>Your moves, the best first, with what each is worth</source>
            <translation>Trekkene dine, det beste først, med hva hvert av dem er verdt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="190" />
            <source>The best move first (★), then by your chance of winning the game; ≈: as good as the best, as far as the guessed deals can tell them apart.</source>
            <translation>Det beste trekket først (★), deretter etter hvor stor sjanse du har til å vinne spillet; ≈: like godt som det beste, så langt de gjettede utdelingene kan skille dem.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="197" />
            <source>Points: what the hand is expected to give you (minus: the computer scores). Game: your chance of winning the game from this score. Guessed from what you have seen only.</source>
            <translation>Poeng: hva runden ventes å gi deg (minus: maskinen får poengene). Spill: sjansen din for å vinne spillet fra denne stillingen. Beregnet bare ut fra det du har sett.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="210" />
            <source>%1 points</source>
            <translation>%1 poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="213" />
            <source>%1%</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="155" />
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="224" />
            <source>%1 · game %2</source>
            <translation>%1 · spill %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="160" />
            <source>“%3” rates another move best: %1 (%2).</source>
            <comment>%3: the aid's heading</comment>
            <translation>«%3» regner et annet trekk som det beste: %1 (%2).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="230" />
            <source>%1: %2, chance of winning the game %3</source>
            <translation>%1: %2, sjanse for å vinne spillet %3</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="233" />
            <source>Best: %1</source>
            <translation>Best: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="235" />
            <source>As good as the best, as far as the guessed deals tell: %1</source>
            <translation>Like godt som det beste, så langt de gjettede utdelingene viser: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="246" />
            <source>Weighing your moves…</source>
            <translation>Vurderer trekkene dine…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="250" />
            <source>Only one move is open now: there is nothing to weigh.</source>
            <translation>Nå er det bare ett mulig trekk: det er ingenting å vurdere.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="252" />
            <source>The moves are weighed when it is your turn to draw or discard.</source>
            <translation>Trekkene vurderes når det er din tur til å trekke eller kaste.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="258" />
            <source>Weighing: %n deal(s) guessed so far…</source>
            <translation>
                <numerusform>Vurderer: %n gjettet utdeling så langt…</numerusform>
                <numerusform>Vurderer: %n gjettede utdelinger så langt…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="260" />
            <source>From %n deal(s) guessed from what you have seen.</source>
            <translation>
                <numerusform>Ut fra %n utdeling gjettet fra det du har sett.</numerusform>
                <numerusform>Ut fra %n utdelinger gjettet fra det du har sett.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <location filename="../ginrummy_desktop/ui/common/files.py" line="77" />
            <source>%1 already exists. Do you want to replace it?</source>
            <translation>%1 finnes allerede. Vil du erstatte den?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/files.py" line="87" />
            <source>Saved as %1.</source>
            <translation>Lagret som %1.</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <location filename="../ginrummy_desktop/app/controller.py" line="279" />
            <source>It is not your turn.</source>
            <translation>Det er ikke din tur.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/controller.py" line="300" />
            <source>There is nothing to lay off now.</source>
            <translation>Det er ingenting å legge på nå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/controller.py" line="337" />
            <source>Taking moves back is switched off.</source>
            <translation>Angring av trekk er slått av.</translation>
        </message>
    </context>
    <context>
        <name>GameOverPanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="243" />
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="193" />
            <source>You win the Hollywood match!</source>
            <translation>Du vant Hollywood-kampen!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="180" />
            <source>Last deal: %1</source>
            <comment>its duplicate comparison</comment>
            <translation>Siste runde: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="195" />
            <source>The computer wins the Hollywood match</source>
            <translation>Maskinen vant Hollywood-kampen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="197" />
            <source>You win the game!</source>
            <translation>Du vant spillet!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="199" />
            <source>The computer wins the game</source>
            <translation>Maskinen vant spillet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="251" />
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="200" />
            <source>Won by %1 points</source>
            <translation>Vant med %1 poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="202" />
            <source>a shutout</source>
            <translation>taperen fikk null</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="206" />
            <source>a shutout, with no extra bonus under these rules</source>
            <translation>taperen fikk null, men disse reglene gir ingen ekstra bonus for det</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="228" />
            <source>Box bonus</source>
            <translation>Boksbonus</translation>
        </message>
    </context>
    <context>
        <name>HandReviewDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="70" />
            <source>Judged against the Expert's choices.</source>
            <translation>Trekkene dine ble sammenlignet med valgene til nivået Ekspert.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="71" />
            <source>Judged against the Master's choices.</source>
            <translation>Trekkene dine ble sammenlignet med valgene til nivået Mester.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="503" />
            <source>Hand review</source>
            <translation>Gjennomgang av runden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="505" />
            <source>Review of hand %1</source>
            <translation>Gjennomgang av runde %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="507" />
            <source>First</source>
            <translation>Første</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="508" />
            <source>◀ Previous</source>
            <translation>◀ Forrige</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="509" />
            <source>Next ▶</source>
            <translation>Neste ▶</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="510" />
            <source>Last</source>
            <translation>Siste</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="511" />
            <source>Previous move</source>
            <translation>Forrige trekk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="512" />
            <source>Next move</source>
            <translation>Neste trekk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="513" />
            <source>First move</source>
            <translation>Første trekk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="514" />
            <source>Last move</source>
            <translation>Siste trekk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="515" />
            <source>Go to where the plays parted</source>
            <translation>Gå til der spillene skilte lag</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="516" />
            <source>Moves of the hand</source>
            <translation>Trekkene i runden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="517" />
            <source>Both hands and the piles</source>
            <translation>Begge hendene og bunkene</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="518" />
            <source>Comment on the move</source>
            <translation>Kommentar til trekket</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="519" />
            <source>Judging your moves</source>
            <translation>Vurdering av trekkene dine</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="541" />
            <source>%1 (played in place of a move taken back)</source>
            <translation>%1 (spilt i stedet for et angret trekk)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="559" />
            <source>You dealt; the face-up card is the %1.</source>
            <translation>Du ga; det åpne kortet er %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="561" />
            <source>The computer dealt; the face-up card is the %1.</source>
            <translation>Maskinen ga; det åpne kortet er %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="584" />
            <source>You laid off nothing.</source>
            <translation>Du la ikke på noe.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="586" />
            <source>The computer laid off nothing.</source>
            <translation>Maskinen la ikke på noe.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="588" />
            <source>The computer</source>
            <comment>the subject of a sentence</comment>
            <translation>Maskinen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="645" />
            <source>Judging your moves…</source>
            <translation>Vurderer trekkene dine…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="685" />
            <source>Once “What your moves are worth” has weighed all its deals, a move it marks best, or as good as the best, is not called a mistake here.</source>
            <translation>Når «Hva trekkene dine er verdt» har regnet gjennom alle utdelingene sine, blir et trekk ikke kalt en feil her hvis det er markert som best eller like godt som det beste.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="544" />
            <source>%1 (a mistake)</source>
            <translation>%1 (en feil)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="570" />
            <source>Finished laying off.</source>
            <translation>Ferdig med pålegging.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="600" />
            <source>%1 with your cards</source>
            <translation>%1 med kortene dine</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="602" />
            <source>The plays parted here. %1.</source>
            <translation>Her ble det spilt ulikt. %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="604" />
            <source>The plays parted here. In the other play: %1</source>
            <translation>Her ble det spilt ulikt. I den andre gjennomspillingen: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="607" />
            <source>The plays parted here. In the other play: %1.</source>
            <translation>Her ble det spilt ulikt. I den andre gjennomspillingen: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="621" />
            <source>Taken back before this move: %1</source>
            <translation>Angret før dette trekket: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="628" />
            <source>Judging…</source>
            <translation>Vurderer…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="630" />
            <source>Good: nothing was clearly better.</source>
            <translation>Bra: ingenting var klart bedre.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="636" />
            <source>The review failed: %1</source>
            <translation>Gjennomgangen mislyktes: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="641" />
            <source>Judging your moves… %1 of %2</source>
            <translation>Vurderer trekkene dine… %1 av %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="648" />
            <source>No clear mistakes in this hand.</source>
            <translation>Ingen klare feil i denne runden.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="651" />
            <source>%n mistake(s), about %1 points lost in all.</source>
            <translation>
                <numerusform>%n feil som kostet omtrent %1 poeng til sammen.</numerusform>
                <numerusform>%n feil som kostet omtrent %1 poeng til sammen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="655" />
            <source>A move counts as a mistake when another was better by at least %1 points on average, over %n deal(s) consistent with what you could see.</source>
            <translation>
                <numerusform>Et trekk regnes som en feil når et annet trekk ville gitt minst %1 poeng mer i snitt. Snittet er regnet over %n utdeling som stemmer med det du kunne se.</numerusform>
                <numerusform>Et trekk regnes som en feil når et annet trekk ville gitt minst %1 poeng mer i snitt. Snittet er regnet over %n utdelinger som stemmer med det du kunne se.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="665" />
            <source>A move was taken back %n time(s) in this hand: the move played instead is marked ↶.</source>
            <translation>
                <numerusform>Et trekk ble angret %n gang i denne runden: trekket som ble spilt i stedet, er merket ↶.</numerusform>
                <numerusform>Trekk ble angret %n ganger i denne runden: trekkene som ble spilt i stedet, er merket ↶.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="699" />
            <source>%1: %2 scored %3 (%4).</source>
            <translation>%1: %2 fikk %3 (%4).</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="575" />
            <source>The history is in use by another program, perhaps another copy of the game. Open the game history again in a moment.</source>
            <translation>Spillhistorikken brukes av et annet program, kanskje spillet i et annet vindu. Åpne spillhistorikken igjen om litt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="579" />
            <source>The history could not be read: %1</source>
            <translation>Historikken kunne ikke leses: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="584" />
            <source>No games against the computer yet. Your score pad games are listed below.</source>
            <translation>Ingen spill mot maskinen ennå. Spillene fra poengblokken din står nedenfor.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="587" />
            <source>No hands played yet.</source>
            <translation>Ingen runder spilt ennå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="589" />
            <source>No game fits the choice above.</source>
            <translation>Ingen spill passer til valget ovenfor.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="590" />
            <source>Choose a hand to see how it was scored, or to deal it again.</source>
            <translation>Velg en runde for å se hvordan poengene ble regnet, eller for å dele den ut på nytt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="603" />
            <source>Hand %1 · deal number %2 · dealer: %3</source>
            <translation>Runde %1 · utdeling nr. %2 · giver: %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="609" />
            <source>%n move(s) recorded.</source>
            <translation>
                <numerusform>%n trekk er lagret.</numerusform>
                <numerusform>%n trekk er lagret.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="612" />
            <source>Deal code: %1</source>
            <translation>Utdelingskode: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="108" />
            <source>Games played with a hint or a training aid</source>
            <translation>Spill med tips eller treningshjelp</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="213" />
            <source>unreadable</source>
            <translation>kan ikke leses</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="599" />
            <source>Hand %1 · dealer: %2</source>
            <translation>Runde %1 · giver: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="615" />
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="815" />
            <source>A hint was asked for or a training aid switched on in this game.</source>
            <translation>I dette spillet ba du om tips eller brukte treningshjelp.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="621" />
            <source>A move was taken back %n time(s) in this hand.</source>
            <translation>
                <numerusform>Et trekk ble angret %n gang i denne runden.</numerusform>
                <numerusform>Trekk ble angret %n ganger i denne runden.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="647" />
            <source>The same deal was also played from the other seat, as %1.</source>
            <translation>Den samme utdelingen ble også spilt fra den andre plassen, som %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="652" />
            <source>The same deal was played %n more time(s) from this seat.</source>
            <translation>
                <numerusform>Den samme utdelingen ble spilt %n gang til fra denne plassen.</numerusform>
                <numerusform>Den samme utdelingen ble spilt %n ganger til fra denne plassen.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="660" />
            <source>&amp;Show:</source>
            <translation>&amp;Vis:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="663" />
            <source>&amp;Level:</source>
            <translation>&amp;Nivå:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="672" />
            <source>All levels</source>
            <translation>Alle nivåer</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="682" />
            <source>Game history</source>
            <translation>Spillhistorikk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="684" />
            <source>Deal this hand again</source>
            <translation>Del ut denne runden på nytt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="685" />
            <source>What the computer knew</source>
            <translation>Hva maskinen visste</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="687" />
            <source>Each decision of the computer in this hand, with what it could see.</source>
            <translation>Hver avgjørelse maskinen tok i denne runden, med det den kunne se.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="690" />
            <source>Start a new game whose first hand has exactly these cards.</source>
            <translation>Start et nytt spill der første runde har nøyaktig disse kortene.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="692" />
            <source>Play it from the other seat</source>
            <translation>Spill fra maskinens plass</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="695" />
            <source>Start a new game whose first hand is this deal with the seats swapped: you get the computer's cards, the computer yours, from the same stock.</source>
            <translation>Start et nytt spill der første runde er denne utdelingen med plassene byttet: du får maskinens kort og maskinen dine, med samme trekkbunke.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="699" />
            <source>Review this hand</source>
            <translation>Gå gjennom runden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="701" />
            <source>Step through the hand move by move, both hands open.</source>
            <translation>Gå gjennom runden trekk for trekk, med begge hendene åpne.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="705" />
            <source>Close</source>
            <translation>Lukk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="708" />
            <source>Played</source>
            <translation>Spilt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="709" />
            <source>Rules</source>
            <translation>Regler</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="710" />
            <source>Level</source>
            <translation>Nivå</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="711" />
            <source>Winner</source>
            <translation>Vinner</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="712" />
            <source>How</source>
            <translation>Utfall</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="713" />
            <source>Points</source>
            <translation>Poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="714" />
            <source>Deal code</source>
            <translation>Utdelingskode</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="787" />
            <source>won by %1</source>
            <comment>a Hollywood match's result</comment>
            <translation>vant med %1 poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="790" />
            <source>%1 – %2</source>
            <translation>%1 – %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="825" />
            <source>abandoned</source>
            <comment>a game left for a new one</comment>
            <translation>avbrutt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="827" />
            <source>save damaged</source>
            <comment>a game whose save was damaged</comment>
            <translation>skadet lagringsfil</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="828" />
            <source>not finished</source>
            <translation>ikke ferdig</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="832" />
            <source>%n hand(s)</source>
            <translation>
                <numerusform>%n runde</numerusform>
                <numerusform>%n runder</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="835" />
            <source>%1 (assisted)</source>
            <comment>a game played with training aids</comment>
            <translation>%1 (med hjelpemidler)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="837" />
            <source>%1 (undo used)</source>
            <comment>a game in which a move was taken back</comment>
            <translation>%1 (trekk angret)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="93" />
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="848" />
            <source>%1 · Hollywood</source>
            <comment>rules, three games at once</comment>
            <translation>%1 · Hollywood</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="100" />
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="850" />
            <source>%1 · duplicate</source>
            <comment>rules, a duplicate match</comment>
            <translation>%1 · duplikat</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="806" />
            <source>This game was abandoned for a new one: it counts as not won.</source>
            <translation>Dette spillet ble avbrutt for et nytt: det telles som ikke vunnet.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="626" />
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="817" />
            <source>A move was taken back %n time(s) in this game.</source>
            <translation>
                <numerusform>Et trekk ble angret %n gang i dette spillet.</numerusform>
                <numerusform>Trekk ble angret %n ganger i dette spillet.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="104" />
            <source>All games</source>
            <translation>Alle spill</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="105" />
            <source>Games you won</source>
            <translation>Spill du vant</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="106" />
            <source>Games you lost</source>
            <translation>Spill du tapte</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="107" />
            <source>Abandoned games</source>
            <translation>Avbrutte spill</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="109" />
            <source>Games with a move taken back</source>
            <translation>Spill med angrede trekk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="810" />
            <source>The save of this game was found damaged, so it could not be continued. It does not count as a game played; its hands still count.</source>
            <translation>Lagringsfilen til dette spillet var skadet, så det kunne ikke fortsettes. Det telles ikke som et spilt spill, men rundene i det telles likevel med.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="858" />
            <source>Hand %1</source>
            <translation>Runde %1</translation>
        </message>
    </context>
    <context>
        <name>KeyboardHelpDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="325" />
            <source>Keyboard keys</source>
            <translation>Hurtigtaster</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="327" />
            <source>You can play the whole game from the keyboard.</source>
            <translation>Du kan spille hele spillet med tastaturet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="328" />
            <source>Key</source>
            <translation>Tast</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="328" />
            <source>Action</source>
            <translation>Handling</translation>
        </message>
    </context>
    <context>
        <name>KnewDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="247" />
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="294" />
            <source>Checking…</source>
            <translation>Sjekker…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="286" />
            <source>The check stopped: %1</source>
            <translation>Sjekken stoppet: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="299" />
            <source>%1 of %n decision(s) the same in all %2 reshuffles.</source>
            <translation>
                <numerusform>%1 av %n valg likt i alle %2 nye stokkinger.</numerusform>
                <numerusform>%1 av %n valg like i alle %2 nye stokkinger.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="319" />
            <source>identical</source>
            <translation>likt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="319" />
            <source>differs</source>
            <translation>ulikt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="359" />
            <source>none</source>
            <translation>ingen</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="395" />
            <source>Stock: %n card(s)</source>
            <translation>
                <numerusform>Trekkbunken: %n kort</numerusform>
                <numerusform>Trekkbunken: %n kort</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="400" />
            <source>Why: …</source>
            <translation>Grunn: …</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="403" />
            <source>%1. Why: %2</source>
            <comment>its move as done, and its reason</comment>
            <translation>%1. Grunn: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="407" />
            <source>%1.</source>
            <comment>its move as done, a sentence</comment>
            <translation>%1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="413" />
            <source>Your cards, laid out face up after your knock</source>
            <translation>Kortene dine, lagt åpent på bordet etter at du banket</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="419" />
            <source>What the computer knew</source>
            <translation>Hva maskinen visste</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="421" />
            <source>%p%</source>
            <comment>a progress bar's percentage</comment>
            <translation>%p %</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="424" />
            <source>Each decision of the computer's in this hand, with what it could see: its own cards, the discard pile, the cards it saw you take or pass over, and how many cards were left in the stock. Your other cards and the stock were face down to it. “Check it” asks it again with your hidden cards and the stock dealt otherwise.</source>
            <translation>Hvert valg maskinen gjorde i denne runden, med det den kunne se: sine egne kort, kastebunken, kortene den så deg ta eller la ligge, og hvor mange kort som var igjen i trekkbunken. De andre kortene dine og trekkbunken var skjult for den. «Sjekk» spør den på nytt med de skjulte kortene dine og trekkbunken stokket annerledes.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="432" />
            <source>Its hand</source>
            <translation>Maskinens kort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="433" />
            <source>Discard pile (top card last)</source>
            <translation>Kastebunken (øverste kort sist)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="434" />
            <source>It saw you take</source>
            <translation>Kort den så deg ta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="435" />
            <source>It saw you pass over</source>
            <translation>Kort den så deg la ligge</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="415" />
            <source>Your hand, face down to it</source>
            <translation>Kortene dine (skjult for maskinen)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="440" />
            <source>The computer's decisions</source>
            <translation>Maskinens valg</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="447" />
            <source>Check it</source>
            <translation>Sjekk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="450" />
            <source>Ask the computer each decision again %1 times, with the cards it could not see reshuffled (your hidden cards and the stock), all it could see the same.</source>
            <translation>Spør maskinen om hvert valg på nytt %1 ganger, med kortene den ikke kunne se stokket på nytt (de skjulte kortene dine og trekkbunken); alt den kunne se er det samme.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="456" />
            <source>Close</source>
            <translation>Lukk</translation>
        </message>
    </context>
    <context>
        <name>KnockDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="191" />
            <source>Go gin?</source>
            <translation>Gå ut med gin?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="192" />
            <source>Discard the %1 face down and go gin?</source>
            <translation>Kaste %1 med forsiden ned og gå ut med gin?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="194" />
            <source>Knock?</source>
            <translation>Banke?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="195" />
            <source>Discard the %1 face down and knock with deadwood %2?</source>
            <translation>Kaste %1 med forsiden ned og banke med %2 poeng i dødkort?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="199" />
            <source>Your melds (the first leaves the fewest layoffs):</source>
            <translation>Kombinasjonene dine (den første gir motspilleren minst å legge på):</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="203" />
            <source>Do not ask again (the Game menu can turn it back on)</source>
            <translation>Ikke spør igjen (kan slås på igjen i Spill-menyen)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="204" />
            <source>&amp;Go gin</source>
            <translation>&amp;Gå ut med gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="204" />
            <source>K&amp;nock</source>
            <translation>&amp;Bank</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="205" />
            <source>&amp;Keep playing</source>
            <translation>&amp;Spill videre</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <location filename="../ginrummy_desktop/ui/window/language_menu.py" line="52" />
            <source>Sys&amp;tem language (%1)</source>
            <translation>Sys&amp;temets språk (%1)</translation>
        </message>
    </context>
    <context>
        <name>LessonController</name>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/controller.py" line="83" />
            <source>Moves are not taken back in the lesson.</source>
            <translation>Trekk kan ikke angres i leksjonen.</translation>
        </message>
    </context>
    <context>
        <name>LessonLauncher</name>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/launcher.py" line="70" />
            <source>&amp;Learn to play…</source>
            <translation>&amp;Lær å spille…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/launcher.py" line="72" />
            <source>Knock or &amp;wait for gin?</source>
            <translation>&amp;Banke eller vente på gin?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/launcher.py" line="73" />
            <source>&amp;Undercuts and layoffs</source>
            <translation>&amp;Undercut og pålegging</translation>
        </message>
    </context>
    <context>
        <name>LessonOffer</name>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/launcher.py" line="229" />
            <source>Language · Kieli · Språk:</source>
            <translation>Language · Kieli · Språk:</translation>
        </message>
    </context>
    <context>
        <name>LessonTexts</name>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="49" />
            <source>Learn to play</source>
            <translation>Lær å spille</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="52" />
            <source>Step %1 of %2</source>
            <translation>Trinn %1 av %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="55" />
            <source>Show me</source>
            <translation>Vis meg</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="58" />
            <source>Next</source>
            <translation>Neste</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="61" />
            <source>Skip lesson</source>
            <translation>Hopp over leksjonen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="64" />
            <source>Close lesson</source>
            <translation>Lukk leksjonen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="79" />
            <source>Do it on the table, or press Show me.</source>
            <translation>Gjør det på bordet eller trykk Vis meg.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="101" />
            <source>These ten cards are your hand. Gather them into melds — sets of three or four of a kind, and runs of three or more in one suit — because every card left outside a meld counts against you as deadwood.</source>
            <translation>Disse ti kortene er hånden din. Samle dem i kombinasjoner – tre eller fire like kort, eller rekker på minst tre kort i samme farge – fordi hvert kort som ikke er med i en kombinasjon, er dødkort og teller mot deg.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="107" />
            <source>The computer dealt, so the first face-up card, the 7♥, is offered to you first. With your 7♣ and 7♦ it makes three sevens: take it.</source>
            <translation>Maskinen ga, så det første åpne kortet, 7♥, tilbys deg først. Sammen med 7♣ og 7♦ gir det tre sjuere: ta det.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="112" />
            <source>Three sevens are a set, your first meld. Cards in a meld count nothing against you.</source>
            <translation>Tre sjuere er tre like kort – din første kombinasjon. Kort i en kombinasjon er ikke dødkort og teller ikke mot deg.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="117" />
            <source>A card taken from the discard pile may not be thrown back in the same turn, so the 7♥ stays in your hand for now.</source>
            <translation>Et kort du har tatt fra kastebunken, kan ikke kastes tilbake i samme tur, så 7♥ blir på hånden din foreløpig.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="132" />
            <source>The 6♠ joins your 4♠ and 5♠: three in a row in one suit is a run. A run can keep growing at either end; the ace is always low (A‑2‑3, never Q‑K‑A).</source>
            <translation>6♠ passer sammen med 4♠ og 5♠: tre kort på rad i samme farge er en rekke. En rekke kan forlenges i begge ender; esset er alltid lavt (A‑2‑3, aldri Q‑K‑A).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="145" />
            <source>You may end the hand only with gin here: every card in melds.</source>
            <translation>Med disse reglene kan du bare gå ut med gin: alle kortene må være i kombinasjoner.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="148" />
            <source>You may knock once a discard leaves %1 or less.</source>
            <translation>Du kan banke når du etter kastet sitter igjen med %1 eller mindre i dødkort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="161" />
            <source>The computer threw the 9♥ — the nine you were waiting for. Take it from the discard pile: a card you can see and need is worth more than a blind draw.</source>
            <translation>Maskinen kastet 9♥ – nieren du ventet på. Ta den fra kastebunken: et kort du ser og trenger, er bedre enn å trekke blindt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="167" />
            <source>Now you have three melds. Discard the 6♥ and only the 2♣ is left: %1 deadwood, and at most %2 lets you knock.</source>
            <translation>Nå har du tre kombinasjoner. Kaster du 6♥, står bare 2♣ igjen: %1 i dødkort, og du kan banke med %2 eller mindre.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="175" />
            <source>The first upcard was a spade, so this hand scores double.</source>
            <translation>Det første åpne kortet var en spar, så denne runden teller dobbelt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="181" />
            <source>Had every card fitted a meld after the discard, the knock spot would say Gin: %1 extra points, and the computer could not lay off on your melds.</source>
            <translation>Hadde alle kortene passet i kombinasjoner etter kastet, ville det stått Gin på bankefeltet: %1 poeng ekstra, og maskinen kunne ikke ha lagt kort på kombinasjonene dine.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="191" />
            <source>With all eleven cards in melds before the discard it is Big Gin, worth %1.</source>
            <translation>Passer alle elleve kortene i kombinasjoner allerede før kastet, er det stor gin, som er verdt %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="200" />
            <source>Drag the 6♥ onto the knock spot. It goes face down, you show your melds, and the hand ends.</source>
            <translation>Dra 6♥ til bankefeltet. Kortet legges med forsiden ned, du viser kombinasjonene dine, og runden er over.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="205" />
            <source>Before the count, the defender may add cards to the knocker's melds. The computer laid its 3♠ off on your run, so that card no longer counts against it.</source>
            <translation>Før opptellingen kan motspilleren legge kort på kombinasjonene til den som banket. Maskinen la 3♠ på rekken din, så det kortet er ikke lenger dødkort for maskinen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="213" />
            <source>Every hand's points are written on the scoresheet. The first to reach %1 wins the game.</source>
            <translation>Poengene for hver runde føres på poenglisten. Den første som når %1, vinner spillet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="222" />
            <source>Each hand you win is a box, marked in the tally. When the game ends, every box is worth %1 more — to both players.</source>
            <translation>Hver runde du vinner, er en boks, og den noteres med en strek. Når spillet er over, er hver boks verdt %1 poeng ekstra – for begge spillerne.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="228" />
            <source>Each hand you win is a box, marked in the tally; with these rules boxes earn nothing extra at the end, they only show who won which hand.</source>
            <translation>Hver runde du vinner, er en boks og noteres med en strek; med disse reglene gir boksene ingen ekstra poeng til slutt – de viser bare hvem som vant hvilken runde.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="233" />
            <source>Press Next hand. The deal passes to you, so this time the computer is offered the first upcard.</source>
            <translation>Trykk Neste runde. Nå er det du som gir, så denne gangen får maskinen først tilbud om det åpne kortet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="245" />
            <source>The computer drew and knocked at once, with %1 deadwood (at most %2 is allowed). Your own melds are laid out for you; now you may lay off cards on the computer's melds.</source>
            <translation>Maskinen trakk og banket med en gang, med %1 i dødkort (høyst %2 er tillatt). Kombinasjonene dine er lagt ut for deg; nå kan du legge kort på maskinens kombinasjoner.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="254" />
            <source>Your 6♦ continues the computer's 3♦ 4♦ 5♦. Drag it onto that run: a card laid off no longer counts against you.</source>
            <translation>6♦ forlenger maskinens rekke 3♦ 4♦ 5♦. Dra den dit: et kort du legger på, teller ikke lenger som dødkort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="259" />
            <source>With the 6♦ there, the run now ends at 6 — so your 7♦ fits too. Lay it off as well.</source>
            <translation>Nå som 6♦ ligger der, slutter rekken på seksen – så nå passer 7♦ også. Legg den på.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="264" />
            <source>A set of three takes the fourth card of its rank: lay your K♠ off on the computer's kings.</source>
            <translation>Tre like kan utvides med det fjerde kortet av samme verdi: legg K♠ på maskinens konger.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="269" />
            <source>Nothing else fits. Your run 9♣ 10♣ J♣ stays your own meld; press Done laying off to count the hand.</source>
            <translation>Ingen flere kort passer. Rekken 9♣ 10♣ J♣ teller som din egen kombinasjon; trykk Ferdig med pålegging for å telle opp runden.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="277" />
            <source>Two hands on the sheet: you have %1, the computer %2. Play goes on hand by hand until someone reaches %3.</source>
            <translation>Nå står det to runder på listen: du har %1, maskinen %2. Slik fortsetter det runde for runde til en av dere når %3.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="288" />
            <source>One box each. At the end the winner adds %1 for the game, each player %2 per box, and the difference of the two totals is the result.</source>
            <translation>Dere har én boks hver. Til slutt får vinneren %1 poeng i spillbonus og hver spiller %2 poeng per boks, og resultatet er forskjellen mellom summene.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="297" />
            <source>One won hand each. At the end the winner adds %1 for the game, and the difference of the two totals is the result.</source>
            <translation>Dere har vunnet én runde hver. Til slutt får vinneren %1 poeng i spillbonus, og resultatet er forskjellen mellom summene.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="303" />
            <source>One won hand each. At the end the difference of the two totals is the result.</source>
            <translation>Dere har vunnet én runde hver. Til slutt er resultatet forskjellen mellom summene.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="138" />
            <source>Your cards outside melds add up to %1; the discard that leaves the fewest points would bring it to %2.</source>
            <translation>Du har %1 i dødkort; kaster du kortet som gir minst dødkort, kommer du ned i %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="67" />
            <source>Leave the lesson at step %1 of %2?</source>
            <translation>Vil du avslutte leksjonen på trinn %1 av %2?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="70" />
            <source>Taken again from the Help menu, it starts from its first step.</source>
            <translation>Åpner du den igjen fra Hjelp-menyen, begynner den på første trinn.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="73" />
            <source>&amp;Leave the lesson</source>
            <translation>&amp;Avslutt leksjonen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="76" />
            <source>&amp;Go on with it</source>
            <translation>&amp;Fortsett leksjonen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="86" />
            <source>Keyboard: %1.</source>
            <comment>the key of the step's move, e.g. S</comment>
            <translation>Med tastaturet: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="88" />
            <source>Keyboard: ← → to the %1, then %2.</source>
            <comment>choose the card with the arrows, a key</comment>
            <translation>Med tastaturet: ← → til %1, så %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="122" />
            <source>Every turn ends with a discard. The K♠ counts 10 and fits nothing: drag it onto the discard pile, or double-click it.</source>
            <translation>Hver tur slutter med et kast. K♠ teller 10 og passer ikke i noen kombinasjon: dra den til kastebunken eller dobbeltklikk på den.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="127" />
            <source>The computer drew and threw the Q♣, which does nothing for you. Draw the top card of the stock instead: drag it into your hand, or click it.</source>
            <translation>Maskinen trakk og kastet Q♣, som ikke hjelper deg. Trekk heller det øverste kortet i trekkbunken: dra det over til hånden din eller klikk på det.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="152" />
            <source>An ace counts 1, a face card 10, any other card its number.</source>
            <translation>Et ess teller 1, et bildekort 10 og de andre kortene tallet sitt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="156" />
            <source>Throw the 8♣, not a nine, though a nine would leave a point less: the 9♦ and 9♠ need only one more nine to become a set, while the 8♣ has no partner.</source>
            <translation>Kast 8♣, ikke en nier, selv om en nier ville gitt ett poeng mindre: 9♦ og 9♠ trenger bare én nier til for å bli tre like, mens 8♣ står alene.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="238" />
            <source>The computer passed the Q♦, and now it is offered to you. It makes no meld (with your Q♠ it is only a pair): pass. When both pass, the non-dealer (here the computer) draws from the stock.</source>
            <translation>Maskinen sa nei til Q♦, og nå får du tilbudet. Den gir ingen kombinasjon (med Q♠ blir det bare et par): pass. Når begge sier nei, trekker ikke-giveren (her maskinen) fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="307" />
            <source>That is the whole game in small. Try “Knock or wait for gin?” and “Undercuts and layoffs” next, from the Help menu, or start a real game.</source>
            <translation>Det var hele spillet i miniatyr. Prøv «Banke eller vente på gin?» og «Undercut og pålegging» fra Hjelp-menyen etterpå, eller start et ordentlig spill.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="311" />
            <source>In a game, Game → Hint (H) suggests a move and Undo move (%1) takes one back.</source>
            <translation>Når du spiller, foreslår Spill → Tips (H) et trekk, og Angre trekk (%1) tar tilbake et trekk.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="319" />
            <source>The computer kept %1 deadwood, you %2: you win the hand and score %3.</source>
            <translation>Maskinen satt igjen med %1 i dødkort, du med %2: du vinner runden og får %3 poeng.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="327" />
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="355" />
            <source>That includes %1 for winning the hand.</source>
            <translation>Da er %1 poeng for å vinne runden regnet med.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="331" />
            <source>Had it been %1 or less, it would have undercut you and scored %2 extra.</source>
            <translation>Hadde maskinen hatt %1 eller mindre, ville det vært undercut, og maskinen hadde fått %2 poeng i bonus.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="335" />
            <source>Had it been less than %1, it would have undercut you and scored %2 extra.</source>
            <translation>Hadde maskinen hatt mindre enn %1, ville det vært undercut, og maskinen hadde fått %2 poeng i bonus.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="344" />
            <source>Your layoffs cut your deadwood from %1 to %2. The computer knocked with %3, so it wins %4 — without the layoffs it would have been many more.</source>
            <translation>Påleggingen tok deg ned fra %1 til %2 i dødkort. Maskinen banket med %3, så den får %4 poeng – uten påleggingen hadde det blitt mye mer.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="358" />
            <source>Getting down to %1 or less would have been an undercut for you.</source>
            <translation>Hadde du kommet ned i %1 eller mindre, hadde du vunnet runden med undercut.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="360" />
            <source>Getting below %1 would have been an undercut for you.</source>
            <translation>Hadde du kommet under %1, hadde du vunnet runden med undercut.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="391" />
            <source>That was the lesson: press Close lesson to go back to your game.</source>
            <translation>Der var leksjonen ferdig: trykk Lukk leksjonen for å gå tilbake til spillet ditt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="393" />
            <source>Read this first, then press Next.</source>
            <translation>Les dette først, og trykk så Neste.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="394" />
            <source>This step waits for your move — or press Show me.</source>
            <translation>Her venter leksjonen på trekket ditt – eller trykk Vis meg.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="395" />
            <source>Take it: the 7♥ makes three sevens with your cards.</source>
            <translation>Ta det: med 7♥ får du tre sjuere.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="396" />
            <source>Pass: this card fits nothing in your hand.</source>
            <translation>Trykk Pass: kortet passer ikke med noe på hånden din.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="397" />
            <source>That card does not help you; draw from the stock.</source>
            <translation>Det kortet hjelper deg ikke; trekk fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="399" />
            <source>The top card of the discard pile completes a meld: take it.</source>
            <translation>Øverste kort i kastebunken fullfører en kombinasjon: ta det.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="401" />
            <source>Keep that card: it is part of a meld.</source>
            <translation>Behold det kortet: det er med i en kombinasjon.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="402" />
            <source>Keep that card: one more card makes it a meld.</source>
            <translation>Behold det kortet: ett kort til, så blir det en kombinasjon.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="403" />
            <source>Throw the marked card first: it costs more.</source>
            <translation>Kast det merkede kortet først: det koster mer.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="404" />
            <source>You can knock now: drop the marked card on the knock spot.</source>
            <translation>Du kan banke nå: slipp det merkede kortet på bankefeltet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="405" />
            <source>Knock with the marked card: it leaves less deadwood.</source>
            <translation>Bank med det merkede kortet: da blir det mindre dødkort igjen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="407" />
            <source>Not yet: you still have a card that fits the computer's melds.</source>
            <translation>Ikke ennå: du har fortsatt et kort som passer på maskinens kombinasjoner.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="409" />
            <source>That fits too — lay off the marked card first.</source>
            <translation>Det passer også – legg på det merkede kortet først.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="410" />
            <source>The lesson is over.</source>
            <translation>Leksjonen er ferdig.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="412" />
            <source>In this lesson, do what the mark shows — or press Show me.</source>
            <translation>Gjør som merket viser i denne leksjonen – eller trykk Vis meg.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="419" />
            <source>Your rules allow only gin; this lesson lets you knock. Your own games keep your rules.</source>
            <translation>Etter reglene dine kan du bare gå ut med gin; i denne leksjonen kan du også banke. Dine egne spill følger fortsatt reglene dine.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="425" />
            <source>Your knock limit is lower than this lesson needs; it uses %1 here. Your own games keep your rules.</source>
            <translation>Bankegrensen din er lavere enn denne leksjonen krever, så her er grensen %1. Dine egne spill følger fortsatt reglene dine.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="431" />
            <source>In this lesson the deal alternates.</source>
            <translation>I denne leksjonen bytter dere på å gi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="432" />
            <source>The lesson plays to %1 so the game does not end early.</source>
            <translation>Leksjonen spilles til %1, så spillet ikke slutter for tidlig.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="436" />
            <source>New to Gin Rummy?</source>
            <translation>Ny i gin rummy?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="440" />
            <source>Would you like a guided first game? It takes a few minutes, shows every part of the table, and you can skip it at any step. It is always in Help → Learn to play.</source>
            <translation>Vil du spille et første spill med veiledning? Det tar noen minutter, viser alle delene av bordet, og du kan hoppe over det når som helst. Du finner det alltid under Hjelp → Lær å spille.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="446" />
            <source>Your first game is against the Beginner, the computer's gentlest level. Game → Computer level changes it.</source>
            <translation>Det første spillet ditt er mot Nybegynner, maskinens letteste nivå. Du kan bytte nivå under Spill → Maskinens nivå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="453" />
            <source>Knock or wait for gin?</source>
            <translation>Banke eller vente på gin?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="454" />
            <source>Undercuts and layoffs</source>
            <translation>Undercut og pålegging</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="461" />
            <source>You drew the K♦. Throw it and only the 2♣ is left: you can knock with %1 now, or discard the K♦ and hope for gin. What do you do?</source>
            <translation>Du trakk K♦. Kaster du den, står bare 2♣ igjen: du kan banke nå med %1 i dødkort, eller kaste K♦ og håpe på gin. Hva gjør du?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="469" />
            <source>The computer knocked with %1. You hold %2 in deadwood. How much do you lay off?</source>
            <translation>Maskinen banket med %1. Du har %2 i dødkort. Hvor mange kort legger du på?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="477" />
            <source>Your hand, its melds first; on the right the discard pile, its top card last.</source>
            <translation>Hånden din, kombinasjonene først; til høyre kastebunken, øverste kort sist.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="481" />
            <source>Discard pile</source>
            <translation>Kastebunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="484" />
            <source>Above: the computer's melds and deadwood. Below: your hand.</source>
            <translation>Øverst: maskinens kombinasjoner og dødkort. Nederst: hånden din.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="489" />
            <source>Knock with the K♦</source>
            <translation>Bank og kast K♦</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="490" />
            <source>Discard the K♦ and wait for gin</source>
            <translation>Kast K♦ og vent på gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="491" />
            <source>Nothing: finish now</source>
            <translation>Ingen – jeg er ferdig</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="492" />
            <source>The 9♥ on the run and the 5♣ on the fives</source>
            <translation>9♥ på rekken og 5♣ på femmerne</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="493" />
            <source>The 9♥, then the 10♥ after it, and the 5♣</source>
            <translation>9♥ og så 10♥ på rekken, og 5♣ på femmerne</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="498" />
            <source>Right.</source>
            <translation>Riktig.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="498" />
            <source>Not the best choice.</source>
            <translation>Ikke det beste valget.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="507" />
            <source>Knock. Only %1 of the %2 cards that would give you gin are still unseen (the others lie in the discard pile), so your next draw brings gin only %1 times in %3. The computer would need %4 or less to undercut your %5, and it has taken nothing from the discard pile. Here knocking scores %6; had you waited, the computer would have gone gin first: %7.</source>
            <translation>Bank nå. Av de %2 kortene som ville gitt deg gin, kan bare %1 fortsatt komme (resten ligger i kastebunken), så neste gang du trekker, er sjansen for gin bare %1 av %3. Maskinen ville trengt %4 eller mindre i dødkort for å få undercut når du banker med %5, og den har ikke tatt noe fra kastebunken. Her gir banking deg %6 poeng; hadde du ventet, ville maskinen fått gin først, og du hadde endt på %7 poeng.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="527" />
            <source>Lay off all three. Once the 9♥ extends the run, the 10♥ fits after it; with the 5♣ on the fives you are left with %1, below the computer's %2: an undercut worth %3 to you, %4 of it the undercut bonus. Laying off only what fits at first sight leaves %5 and loses %6; laying off nothing loses %7.</source>
            <translation>Legg på alle tre. Når 9♥ har forlenget rekken, passer 10♥ etter den; med 5♣ på femmerne sitter du igjen med %1 i dødkort, mindre enn maskinens %2. Det er undercut og gir deg %3 poeng, %4 av dem i undercutbonus. Legger du bare på de kortene som passer med en gang, står du igjen med %5 og taper %6 poeng; uten pålegging taper du %7.</translation>
        </message>
    </context>
    <context>
        <name>LevelChartsPanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/level_panel.py" line="60" />
            <source>Show the numbers as tables</source>
            <translation>Vis tallene som tabeller</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="86" />
            <source>&amp;Slow</source>
            <translation>&amp;Sakte</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="87" />
            <source>&amp;Normal</source>
            <translation>&amp;Normal</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="88" />
            <source>&amp;Fast</source>
            <translation>&amp;Rask</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="89" />
            <source>&amp;Instant</source>
            <translation>&amp;Øyeblikkelig</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="279" />
            <source>The reference could not play this deal: it gets no duplicate score.</source>
            <translation>Referansespilleren kunne ikke spille denne runden: den gir ingen duplikatpoeng.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="826" />
            <source>That hand cannot be shown: its moves were not kept.</source>
            <translation>Runden kan ikke vises: trekkene ble ikke tatt vare på.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="894" />
            <source>Close the game?</source>
            <translation>Vil du lukke spillet?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="888" />
            <source>Your game could not be saved (%1). If you close now, it is lost.</source>
            <translation>Spillet ditt kunne ikke lagres (%1). Lukker du nå, går det tapt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="896" />
            <source>&amp;Close and lose it</source>
            <translation>&amp;Lukk uten å lagre</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="897" />
            <source>&amp;Keep playing</source>
            <translation>&amp;Spill videre</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1198" />
            <source>No sound: this computer has no sound output the game can use.</source>
            <translation>Ingen lyd: datamaskinen har ingen lydutgang som spillet kan bruke.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1206" />
            <source>&amp;Game</source>
            <translation>&amp;Spill</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1207" />
            <source>Computer &amp;level</source>
            <translation>Maskinens ni&amp;vå</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1213" />
            <source>&amp;Play</source>
            <translation>&amp;Trekk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1214" />
            <source>&amp;View</source>
            <translation>&amp;Vis</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1215" />
            <source>&amp;Deck</source>
            <translation>&amp;Kortstokk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1218" />
            <source>Card &amp;back</source>
            <translation>Kort&amp;bakside</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1221" />
            <source>Animation &amp;speed</source>
            <translation>&amp;Animasjonshastighet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1224" />
            <source>Show deal c&amp;ode</source>
            <translation>Vis &amp;utdelingskode</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1226" />
            <source>The code of the deal in play, in a corner of the table.</source>
            <translation>Koden til runden som spilles, i et hjørne av bordet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/window.py" line="387" />
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1228" />
            <source>&amp;Language</source>
            <translation>Sp&amp;råk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/window.py" line="388" />
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1229" />
            <source>&amp;Help</source>
            <translation>&amp;Hjelp</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/window.py" line="385" />
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1231" />
            <source>Scoresheet</source>
            <translation>Poengliste</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1247" />
            <source>%1 · computer: %2 · hand %3</source>
            <translation>%1 · maskinen: %2 · runde %3</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/__main__.py" line="201" />
            <source>Your unfinished game goes on. Game → New game starts a fresh one.</source>
            <translation>Det uferdige spillet ditt fortsetter. Spill → Nytt spill starter et nytt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/dialogs.py" line="105" />
            <source>No hint now: it is not your move.</source>
            <translation>Ingen tips nå: det er ikke din tur.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/dialogs.py" line="141" />
            <source>It fits the knocker's %1.</source>
            <comment>a meld, by its cards: 7♥ 8♥ 9♥</comment>
            <translation>Det passer på kombinasjonen %1 til den som banket.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/dialogs.py" line="146" />
            <source>Hint: %1. %2</source>
            <translation>Tips: %1. %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/dialogs.py" line="151" />
            <source>You could knock now, but playing on is judged better.</source>
            <translation>Du kan banke nå, men det regnes som bedre å spille videre.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="397" />
            <source>The international rules: gin 25, undercut 25, 25 per box won, to 100 with a game bonus of 100.</source>
            <translation>De internasjonale reglene, slik de også spilles i Norge: gin 25, undercut 25, 25 per vunnet boks, spill til 100 med 100 i spillbonus.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="402" />
            <source>Ginirommi: 25 points at once to the winner of each hand, Big Gin 31, no box bonus.</source>
            <translation>Ginirommi: vinneren av hver runde får 25 poeng med en gang, stor gin 31, ingen boksbonus.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="406" />
            <source>Gin 20, undercut 10 (a tie is no undercut), 20 per box won, game bonus 100 or 200 for a shutout.</source>
            <translation>Gin 20, undercut 10 (uavgjort er ikke undercut), 20 per vunnet boks, spillbonus 100, eller 200 når taperen står på null.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="411" />
            <source>Gin 25, undercut 20, a tie gives the defender 10, 20 per box won, game bonus 100 or 200 for a shutout.</source>
            <translation>Gin 25, undercut 20, ved uavgjort får motspilleren 10, 20 per vunnet boks, spillbonus 100, eller 200 når taperen står på null.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="416" />
            <source>The winner of each hand gets 20 plus the difference, gin 20 more, undercut 10; the game goes to 150.</source>
            <translation>Vinneren av hver runde får 20 pluss forskjellen, gin gir 20 ekstra, undercut 10; spillet går til 150.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="421" />
            <source>Your own combination of the rules below.</source>
            <translation>Ditt eget utvalg av reglene nedenfor.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="35" />
            <source>Players take turns</source>
            <translation>Annenhver gang</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="36" />
            <source>The loser of the hand</source>
            <translation>Taperen av runden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="355" />
            <source>New game</source>
            <translation>Nytt spill</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="356" />
            <source>&amp;Rules:</source>
            <translation>&amp;Regler:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="358" />
            <source>A set of rules from the Finnish and Norwegian rule texts.</source>
            <translation>Et regelsett fra de finske og norske regeltekstene.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="362" />
            <source>&amp;Opponent:</source>
            <translation>&amp;Motspiller:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="363" />
            <source>How well the computer plays.</source>
            <translation>Hvor godt maskinen spiller.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="373" />
            <source>Du&amp;plicate: each deal played again by</source>
            <translation>&amp;Duplikat: hver runde spilles på nytt av</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="375" />
            <source>The reference player plays every deal again from your seat, with your cards and the same stock, against the same computer. Your duplicate score is your result minus the reference's: how well you played the cards you got.</source>
            <translation>Referansespilleren spiller hver runde på nytt fra din plass, med dine kort og den samme trekkbunken, mot den samme maskinen. Duplikatpoengene dine er ditt resultat minus referansespillerens: hvor godt du spilte kortene du fikk.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="386" />
            <source>Ending a hand</source>
            <translation>Slutten på runden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="532" />
            <source>&amp;Knock limit at most (Oklahoma):</source>
            <translation>&amp;Bankegrense høyst (Oklahoma):</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="531" />
            <source>&amp;Knock limit (deadwood):</source>
            <translation>&amp;Bankegrense (dødkort):</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="318" />
            <source>%1 goes from %2 to %3.</source>
            <comment>a rule's name, its least and most</comment>
            <translation>%1: verdien må være fra %2 til %3.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="389" />
            <source>The most deadwood a player may have left when knocking. With Oklahoma, the first upcard's value where that is lower.</source>
            <translation>Hvor mye dødkort en spiller høyst kan ha igjen for å banke. Med Oklahoma gjelder verdien av det første åpne kortet hvis den er lavere.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="392" />
            <source>Straight gin (no knocking, only gin)</source>
            <translation>Straight gin (ingen banking, bare gin)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="393" />
            <source>Oklahoma (the first upcard sets the knock limit)</source>
            <translation>Oklahoma (det første åpne kortet bestemmer bankegrensen)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="396" />
            <source>The value of the first face-up card is the knock limit (an ace: gin only); a spade doubles the points of the hand.</source>
            <translation>Verdien av det første åpne kortet er bankegrensen (ess: bare gin); er det spar, dobles poengene for runden.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="400" />
            <source>Big Gin, bonus:</source>
            <translation>Stor gin, bonus:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="402" />
            <source>All eleven cards in melds after drawing: out without discarding.</source>
            <translation>Alle elleve kortene i kombinasjoner etter trekket: gå ut uten å kaste.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="404" />
            <source>Laying off allowed on gin</source>
            <translation>Pålegging tillatt på gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="406" />
            <source>Scoring a hand</source>
            <translation>Poeng for en runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="407" />
            <source>&amp;Gin bonus:</source>
            <translation>G&amp;inbonus:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="408" />
            <source>&amp;Undercut bonus:</source>
            <translation>&amp;Undercutbonus:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="410" />
            <source>Extra points to a defender who has less deadwood than the knocker.</source>
            <translation>Ekstrapoeng til en motspiller som har mindre dødkort enn den som banket.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="412" />
            <source>A tie counts as an undercut</source>
            <translation>Uavgjort teller som undercut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="413" />
            <source>T&amp;ie bonus to the defender:</source>
            <translation>Bonus til motspilleren ved uavgj&amp;ort:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="414" />
            <source>Used only when a tie is not an undercut.</source>
            <translation>Brukes bare når uavgjort ikke teller som undercut.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="415" />
            <source>Bonus for &amp;winning a hand:</source>
            <translation>Bonus for å &amp;vinne en runde:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="417" />
            <source>The game</source>
            <translation>Spillet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="418" />
            <source>Play &amp;to:</source>
            <translation>Spill &amp;til:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="420" />
            <source>The game ends when a player's total reaches this many points.</source>
            <translation>Spillet er slutt når en spiller kommer opp i så mange poeng.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="422" />
            <source>Game &amp;bonus:</source>
            <translation>&amp;Spillbonus:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="423" />
            <source>Shutout bonus instead:</source>
            <translation>Når taperen står på null:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="424" />
            <source>Game bonus when the loser has not scored a single point.</source>
            <translation>Spillbonus når taperen ikke har fått et eneste poeng.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="425" />
            <source>Points per bo&amp;x won:</source>
            <translation>Poeng per vunnet bo&amp;ks:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="427" />
            <source>At the end of the game each player scores this for every hand they won.</source>
            <translation>Når spillet er slutt, får hver spiller dette for hver vunnet runde.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="429" />
            <source>The result is the difference of the totals</source>
            <translation>Resultatet er forskjellen mellom summene</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="430" />
            <source>Next deal&amp;er:</source>
            <translation>&amp;Neste giver:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="434" />
            <source>&amp;Hollywood: three games at once</source>
            <translation>&amp;Hollywood: tre spill samtidig</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="437" />
            <source>A player's first hand won is scored in game 1, the second in games 1 and 2, every later one in all three; the match ends when all three games are over.</source>
            <translation>En spillers første vunne runde føres i spill 1, den andre i spill 1 og 2, hver senere i alle tre; kampen er slutt når alle tre spillene er over.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="441" />
            <source>&amp;Deal</source>
            <translation>&amp;Gi kort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="443" />
            <source>Rules for the score pad</source>
            <translation>Regler for poengblokken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="444" />
            <source>U&amp;se these rules</source>
            <translation>Bruk diss&amp;e reglene</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="448" />
            <source>From %1 to %2.</source>
            <translation>Fra %1 til %2.</translation>
        </message>
    </context>
    <context>
        <name>PileDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/pile.py" line="141" />
            <source>Discard pile</source>
            <translation>Kastebunken</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/pile.py" line="143" />
            <source>%n card(s), the oldest first; the last is the top card.</source>
            <translation>
                <numerusform>%n kort, det eldste først; det siste er det øverste.</numerusform>
                <numerusform>%n kort, det eldste først; det siste er det øverste.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlayBinding</name>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="591" />
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="593" />
            <source>Select a card first: use the arrow keys or click it.</source>
            <translation>Velg et kort først: bruk piltastene eller klikk på det.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/drag.py" line="747" />
            <source>The %1 fits none of the knocker's melds.</source>
            <translation>Kortet %1 passer ikke på noen av kombinasjonene til den som banket.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="278" />
            <source>The hand is over. Press %1 or click “%2” to deal the next hand.</source>
            <translation>Runden er over. Trykk %1 eller klikk på «%2» for å dele ut kortene til neste runde.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="280" />
            <source>The match is over. Press %1 or click “%2” to start a new match.</source>
            <translation>Kampen er slutt. Trykk %1 eller klikk på «%2» for å starte en ny kamp.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="282" />
            <source>The game is over. Press %1 or click “%2” to start a new game.</source>
            <translation>Spillet er slutt. Trykk %1 eller klikk på «%2» for å starte et nytt spill.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="307" />
            <source>Your last move and the computer's %n move(s) after it were taken back.</source>
            <translation>
                <numerusform>Det siste trekket ditt ble angret, sammen med maskinens %n trekk etter det.</numerusform>
                <numerusform>Det siste trekket ditt ble angret, sammen med maskinens %n trekk etter det.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="311" />
            <source>Your last move was taken back.</source>
            <translation>Det siste trekket ditt ble angret.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="321" />
            <source>This game is now marked in your history and statistics as one with a move taken back.</source>
            <translation>Dette spillet er nå merket i spillhistorikken og statistikken som et spill med et angret trekk.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="404" />
            <source>Big Gin</source>
            <translation>Stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="405" />
            <source>All eleven of your cards are in melds: you have Big Gin.</source>
            <translation>Alle de elleve kortene dine er i kombinasjoner: du har stor gin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="406" />
            <source>Go Big Gin, or throw the %1 on the pile and play on?</source>
            <translation>Vil du gå ut med stor gin eller kaste %1 på kastebunken og spille videre?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="408" />
            <source>Go &amp;Big Gin</source>
            <translation>Gå ut med &amp;stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="411" />
            <source>Gin</source>
            <translation>Gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="413" />
            <source>Without the %1 every other card of yours is in melds: you have gin.</source>
            <translation>Uten %1 er alle de andre kortene dine i kombinasjoner: du har gin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="415" />
            <source>Go gin with it, or throw it on the pile and play on without gin?</source>
            <translation>Vil du gå ut med gin eller kaste kortet på kastebunken og spille videre uten gin?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="417" />
            <source>&amp;Go gin</source>
            <translation>&amp;Gå ut med gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="418" />
            <source>&amp;Throw it and play on</source>
            <translation>&amp;Kast det og spill videre</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="454" />
            <source>Lay off</source>
            <translation>Legg på</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="456" />
            <source>The %1 is in one of your own melds: laid off, it breaks that meld and your deadwood goes from %2 to %3.</source>
            <translation>Kortet %1 er i en av dine egne kombinasjoner: legger du det på, blir kombinasjonen brutt, og dødkortene dine øker fra %2 til %3.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="462" />
            <source>Lay it off anyway?</source>
            <translation>Vil du legge det på likevel?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="464" />
            <source>&amp;Lay it off</source>
            <translation>&amp;Legg på</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="465" />
            <source>&amp;Keep it</source>
            <translation>&amp;Behold kortet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="494" />
            <source>Finish laying off</source>
            <translation>Ferdig med å legge på</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="495" />
            <source>You can still lay off %1: your deadwood would go from %2 to %3.</source>
            <translation>Du kan fortsatt legge på %1: da går dødkortene dine ned fra %2 til %3.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="499" />
            <source>Lay them off before you finish?</source>
            <translation>Vil du legge på før du avslutter?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="501" />
            <source>&amp;Lay off and finish</source>
            <translation>&amp;Legg på og avslutt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="503" />
            <source>&amp;Finish without them</source>
            <translation>Avslutt &amp;uten å legge på</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="668" />
            <source>Nothing was played: the keys are on the table again.</source>
            <translation>Ingenting ble spilt: tastene virker på bordet igjen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="718" />
            <source>Arranged by hand: your cards stay where you put them, and a card you draw goes to the right end. Press %1 to sort them again.</source>
            <translation>Ordnet for hånd: kortene blir liggende der du legger dem, og et kort du trekker, havner lengst til høyre. Trykk %1 for å sortere dem igjen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="776" />
            <source>%1 took the %2.</source>
            <translation>%1 tok %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="777" />
            <source>%1 passed.</source>
            <translation>%1 passet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="778" />
            <source>%1 drew from the stock.</source>
            <translation>%1 trakk fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="779" />
            <source>%1 took the %2 from the discard pile.</source>
            <translation>%1 tok %2 fra kastebunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="780" />
            <source>%1 discarded the %2.</source>
            <translation>%1 kastet %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="781" />
            <source>%1 knocked!</source>
            <translation>%1 banket!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="782" />
            <source>%1 went gin!</source>
            <translation>%1 fikk gin!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="783" />
            <source>%1 went Big Gin!</source>
            <translation>%1 fikk stor gin!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="784" />
            <source>%1 laid off the %2.</source>
            <translation>%1 la på %2.</translation>
        </message>
    </context>
    <context>
        <name>ResultPanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="160" />
            <source>Points for the hand</source>
            <translation>Poeng for runden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="88" />
            <source>Score: %1 %2 · %3 %4</source>
            <translation>Stilling: %1 %2 · %3 %4</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="180" />
            <source>Boxes: %1 – %2</source>
            <translation>Bokser: %1 – %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="180" />
            <source>Hands won: %1 – %2</source>
            <translation>Vunne runder: %1 – %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="188" />
            <source>playing to %1</source>
            <translation>det spilles til %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="208" />
            <source>Deal code: %1</source>
            <translation>Utdelingskode: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="216" />
            <source>Written in games: %1</source>
            <translation>Ført i spill: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="222" />
            <source>Written in no game: a player's first hand won goes to game 1 only, and game 1 is over.</source>
            <translation>Ikke ført i noen av spillene: den første runden en spiller vinner, føres bare i spill 1, og det er allerede over.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="227" />
            <source>Written in no game: a player's second hand won goes to games 1 and 2 only, and both are over.</source>
            <translation>Ikke ført i noen av spillene: den andre runden en spiller vinner, føres bare i spill 1 og 2, og begge er allerede over.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="231" />
            <source>Written in no game</source>
            <translation>Ikke ført i noen av spillene</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="110" />
            <source>Game %1: –</source>
            <comment>a Hollywood game no hand is written in yet</comment>
            <translation>Spill %1: –</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="116" />
            <source>Game %1: %2 – %3</source>
            <translation>Spill %1: %2 – %3</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="122" />
            <source>(over)</source>
            <translation>(ferdig)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="201" />
            <source>With the bonuses: %1 – %2.</source>
            <comment>a Hollywood game's totals</comment>
            <translation>Med bonusene: %1 – %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="244" />
            <source>Last hand (%1): %2</source>
            <translation>Siste runde (%1): %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="255" />
            <source>You score %1.</source>
            <comment>the last hand's points, you won it</comment>
            <translation>Du får %1 poeng.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="259" />
            <source>%1 scores %2.</source>
            <comment>the last hand's winner, its points</comment>
            <translation>%1 får %2 poeng.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="269" />
            <source>Void hand: nobody scores</source>
            <translation>Annullert runde: ingen får poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="271" />
            <source>%1: nobody scores</source>
            <translation>%1: ingen får poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="273" />
            <source>You win the hand: %1</source>
            <translation>%1 – du vant runden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="274" />
            <source>The computer wins the hand: %1</source>
            <translation>%1 – maskinen vant runden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="280" />
            <source>The stock ran down to its last two cards before anyone knocked. The same dealer deals again.</source>
            <translation>Trekkbunken var nede i de to siste kortene før noen banket. Samme giver gir på nytt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="287" />
            <source>%1 went out with every card in melds. %2: deadwood %3.</source>
            <translation>%1 gikk ut med alle kortene i kombinasjoner. %2: %3 poeng i dødkort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="291" />
            <source>%1 knocked with deadwood %3. %2: %4 after layoffs.</source>
            <translation>%1 banket med %3 poeng i dødkort. %2: %4 etter pålegging.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="293" />
            <source>%1 knocked with deadwood %3. %2: deadwood %4.</source>
            <translation>%1 banket med %3 poeng i dødkort. %2: %4 poeng i dødkort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="301" />
            <source>Laid off: %1.</source>
            <translation>Lagt på: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="305" />
            <source>The first upcard was a spade: the hand counts double.</source>
            <translation>Det første åpne kortet var en spar: runden teller dobbelt.</translation>
        </message>
    </context>
    <context>
        <name>ResultsChart</name>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="68" />
            <source>Win rate so far</source>
            <translation>Vinnerandel så langt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="71" />
            <source>Points per hand in finished games so far</source>
            <translation>Snittpoeng per runde i ferdige spill så langt</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="73" />
            <source>Win rate, rolling over the last %n game(s)</source>
            <translation>
                <numerusform>Glidende vinnerandel over det siste %n spillet</numerusform>
                <numerusform>Glidende vinnerandel over de siste %n spillene</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="74" />
            <source>Points per hand, rolling over the last %n game(s)</source>
            <translation>
                <numerusform>Glidende snittpoeng per runde over det siste %n spillet</numerusform>
                <numerusform>Glidende snittpoeng per runde over de siste %n spillene</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="78" />
            <source>Games, oldest first</source>
            <translation>Spill, eldste først</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="79" />
            <source>Won</source>
            <translation>Seier</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="80" />
            <source>Lost</source>
            <translation>Tap</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="82" />
            <source>Not won</source>
            <translation>Ikke vunnet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="83" />
            <source>Abandoned</source>
            <translation>Avbrutt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="84" />
            <source>No finished games yet</source>
            <translation>Ingen ferdige spill ennå</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="86" />
            <source>Results over time</source>
            <translation>Resultater over tid</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="96" />
            <source>%n game(s) finished.</source>
            <translation>
                <numerusform>%n fullført spill.</numerusform>
                <numerusform>%n fullførte spill.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="99" />
            <source>Latest: win rate %1, points per hand %2.</source>
            <translation>Etter siste spill: vinnerandel %1, snittpoeng per runde %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="108" />
            <source>Game</source>
            <translation>Spill</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="109" />
            <source>Finished</source>
            <translation>Avsluttet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="110" />
            <source>Result</source>
            <translation>Resultat</translation>
        </message>
    </context>
    <context>
        <name>ReviewAdvisorMenu</name>
        <message>
            <location filename="../ginrummy_desktop/ui/window/review_advisor_menu.py" line="23" />
            <source>%1 (quicker)</source>
            <translation>%1 (raskere)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/review_advisor_menu.py" line="24" />
            <source>%1 (stronger, slower)</source>
            <translation>%1 (sterkere, tregere)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/review_advisor_menu.py" line="74" />
            <source>Hint and review ad&amp;visor</source>
            <translation>Rå&amp;dgiver for tips og gjennomgang</translation>
        </message>
    </context>
    <context>
        <name>ReviewBoard</name>
        <message>
            <location filename="../ginrummy_desktop/ui/review/board.py" line="246" />
            <source>Stock: %1</source>
            <translation>Trekkbunken: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/board.py" line="254" />
            <source>Discard pile: %1</source>
            <translation>Kastebunken: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/board.py" line="262" />
            <source>Your melds on the table</source>
            <translation>Dine kombinasjoner på bordet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/board.py" line="264" />
            <source>The computer's melds on the table</source>
            <translation>Maskinens kombinasjoner på bordet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/board.py" line="290" />
            <source>%1 — deadwood %2</source>
            <translation>%1 – dødkort %2</translation>
        </message>
    </context>
    <context>
        <name>RulesHelpDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="219" />
            <source>How to play</source>
            <translation>Slik spiller du</translation>
        </message>
    </context>
    <context>
        <name>RulesText</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="76" />
            <source>The aim</source>
            <translation>Målet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="79" />
            <source>Gin Rummy is a game for two players with one 52-card deck and no jokers. You try to arrange your hand into melds, so that as few points as possible are left over, and to end the hand before your opponent does.</source>
            <translation>Gin rummy er et spill for to spillere med en vanlig kortstokk på 52 kort, uten jokere. Du prøver å ordne kortene på hånden i kombinasjoner, slik at det blir så få poeng som mulig igjen, og å avslutte runden før motspilleren gjør det.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="84" />
            <source>Melds and deadwood</source>
            <translation>Kombinasjoner og dødkort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="88" />
            <source>A &lt;b&gt;set&lt;/b&gt; is three or four cards of the same rank, such as three kings.</source>
            <translation>&lt;b&gt;Like kort&lt;/b&gt; er tre eller fire kort med samme verdi, for eksempel tre konger.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="91" />
            <source>A &lt;b&gt;run&lt;/b&gt; is three or more cards in sequence in the same suit, such as the 4, 5 and 6 of hearts.</source>
            <translation>En &lt;b&gt;rekke&lt;/b&gt; er minst tre kort på rad i samme farge, for eksempel 4, 5 og 6 i hjerter.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="95" />
            <source>The ace is always low: ace-2-3 is a run, queen-king-ace is not. A card can belong to only one meld at a time.</source>
            <translation>Esset er alltid lavt: ess-2-3 er en rekke, men dame-konge-ess er det ikke. Et kort kan bare være med i én kombinasjon om gangen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="100" />
            <source>A set: three kings.</source>
            <translation>Like kort: tre konger.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="101" />
            <source>A run: the 4, 5 and 6 of hearts.</source>
            <translation>En rekke: hjerter 4, 5 og 6.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="104" />
            <source>Cards that are in no meld are &lt;b&gt;deadwood&lt;/b&gt;. An ace counts 1, the cards from 2 to 10 their face value, and jacks, queens and kings 10 each. The game always arranges your melds so that your deadwood is as low as possible.</source>
            <translation>Kort som ikke er med i noen kombinasjon, er &lt;b&gt;dødkort&lt;/b&gt;. Ess teller 1, kortene fra 2 til 10 sin pålydende verdi, og knekt, dame og konge 10 hver. Spillet ordner alltid kombinasjonene dine slik at summen av dødkortene blir lavest mulig.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="114" />
            <source>A set of sevens and a run of spades; the 2♣, 9♦ and K♥ are deadwood: %1 points.</source>
            <translation>Tre sjuere og en rekke i spar; 2♣, 9♦ og K♥ er dødkort: %1 poeng.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="124" />
            <source>After each hand, the loser of the hand deals the next one.</source>
            <translation>Etter hver runde er det taperen som gir neste gang.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="126" />
            <source>The players take turns to deal.</source>
            <translation>Spillerne gir annenhver gang.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="128" />
            <source>The deal</source>
            <translation>Utdelingen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="131" />
            <source>The dealer deals ten cards to each player, one at a time. The next card is turned face up and starts the &lt;b&gt;discard pile&lt;/b&gt;; the rest of the deck, face down, is the &lt;b&gt;stock&lt;/b&gt;.</source>
            <translation>Giveren deler ut ti kort til hver spiller, ett om gangen. Det neste kortet snus og starter &lt;b&gt;kastebunken&lt;/b&gt;; resten av kortstokken ligger med baksiden opp og er &lt;b&gt;trekkbunken&lt;/b&gt;.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="138" />
            <source>The first upcard</source>
            <translation>Det første åpne kortet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="141" />
            <source>The non-dealer may take the face-up card. If they do not want it, the dealer may take it. Whoever takes it discards another card, and the other player continues. If neither wants it, the non-dealer draws the top card of the stock and discards, and the dealer plays next.</source>
            <translation>Ikke-giveren får første mulighet til å ta det åpne kortet. Sier ikke-giveren nei, kan giveren ta det. Den som tar kortet, kaster et annet kort, og så er det den andre spillerens tur. Vil ingen av dem ha det, trekker ikke-giveren det øverste kortet fra trekkbunken og kaster, og deretter er det giverens tur.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="147" />
            <source>Your turn</source>
            <translation>Din tur</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="150" />
            <source>Draw one card, from the top of the stock or of the discard pile, then discard one card face up. You may not discard the card you have just taken from the discard pile.</source>
            <translation>Trekk ett kort, fra trekkbunken eller fra toppen av kastebunken, og kast så ett kort med forsiden opp. Kortet du nettopp tok fra kastebunken, kan du ikke kaste rett tilbake.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="157" />
            <source>The last two cards of the stock are never drawn. If only two cards are left and nobody has knocked, the hand is void: nobody scores, and the same dealer deals again.</source>
            <translation>De to siste kortene i trekkbunken trekkes aldri. Er det bare to kort igjen og ingen har banket, blir runden annullert: ingen får poeng, og samme giver gir på nytt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="165" />
            <source>Knocking and gin</source>
            <translation>Banking og gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="170" />
            <source>These rules are &lt;b&gt;straight gin&lt;/b&gt;: you cannot knock, a hand ends only with gin.</source>
            <translation>Med disse reglene spilles det &lt;b&gt;straight gin&lt;/b&gt;: du kan ikke banke, og en runde slutter bare med gin.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="179" />
            <source>After drawing, you may &lt;b&gt;knock&lt;/b&gt; if your deadwood after your discard is at most %Ln point(s). You discard face down and lay out your melds and deadwood.</source>
            <translation>
                <numerusform>Når du har trukket, kan du &lt;b&gt;banke&lt;/b&gt; hvis dødkortene dine er verdt %Ln poeng eller mindre etter at du har kastet. Du kaster med forsiden ned og legger ut kombinasjonene og dødkortene dine.</numerusform>
                <numerusform>Når du har trukket, kan du &lt;b&gt;banke&lt;/b&gt; hvis dødkortene dine er verdt %Ln poeng eller mindre etter at du har kastet. Du kaster med forsiden ned og legger ut kombinasjonene og dødkortene dine.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="191" />
            <source>&lt;b&gt;Oklahoma:&lt;/b&gt; the value of the first face-up card sets the knock limit of the hand (never more than %Ln). If it is an ace, only gin ends the hand. If it is a spade, everything the hand scores is doubled.</source>
            <translation>
                <numerusform>&lt;b&gt;Oklahoma:&lt;/b&gt; verdien av det første åpne kortet bestemmer bankegrensen for runden (aldri mer enn %Ln). Er det et ess, kan runden bare avsluttes med gin. Er det en spar, dobles alle poengene runden gir.</numerusform>
                <numerusform>&lt;b&gt;Oklahoma:&lt;/b&gt; verdien av det første åpne kortet bestemmer bankegrensen for runden (aldri mer enn %Ln). Er det et ess, kan runden bare avsluttes med gin. Er det en spar, dobles alle poengene runden gir.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="202" />
            <source>&lt;b&gt;Gin&lt;/b&gt; means ending the hand with no deadwood at all. You still discard one card, even when all eleven cards would fit in melds.</source>
            <translation>&lt;b&gt;Gin&lt;/b&gt; betyr å avslutte runden uten noe dødkort i det hele tatt. Du kaster likevel ett kort, selv om alle elleve kortene ville passet i kombinasjoner.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="209" />
            <source>&lt;b&gt;Gin&lt;/b&gt; means ending the hand with no deadwood at all, after discarding one card.</source>
            <translation>&lt;b&gt;Gin&lt;/b&gt; betyr å avslutte runden uten noe dødkort i det hele tatt, etter å ha kastet ett kort.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="217" />
            <source>&lt;b&gt;Big Gin:&lt;/b&gt; if all eleven cards fit in melds after you draw, you may go out without discarding, for a bonus of %Ln point(s) instead of the gin bonus.</source>
            <translation>
                <numerusform>&lt;b&gt;Stor gin:&lt;/b&gt; passer alle elleve kortene i kombinasjoner etter at du har trukket, kan du gå ut uten å kaste, og du får %Ln poeng i bonus i stedet for ginbonusen.</numerusform>
                <numerusform>&lt;b&gt;Stor gin:&lt;/b&gt; passer alle elleve kortene i kombinasjoner etter at du har trukket, kan du gå ut uten å kaste, og du får %Ln poeng i bonus i stedet for ginbonusen.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="229" />
            <source>You may lay off on gin as well.</source>
            <translation>Du kan også legge på når det er gin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="231" />
            <source>Against gin you may not lay off.</source>
            <translation>Mot gin kan du ikke legge på.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="233" />
            <source>Laying off</source>
            <translation>Pålegging</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="236" />
            <source>When your opponent knocks, you lay out your own melds, then you may &lt;b&gt;lay off&lt;/b&gt; deadwood cards on the knocker's melds: a fourth card on a set, or cards that extend a run at either end. Cards laid off no longer count as your deadwood.</source>
            <translation>Når motspilleren banker, legger du ut dine egne kombinasjoner, og så kan du &lt;b&gt;legge&lt;/b&gt; dødkort &lt;b&gt;på&lt;/b&gt; kombinasjonene til den som banket: et fjerde kort på like kort, eller kort som forlenger en rekke i den ene eller andre enden. Kort du har lagt på, teller ikke lenger som dødkort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="249" />
            <source>The knocker's melds and deadwood (%1). The defender lays off the 8♦ (ringed) on the knocker's run.</source>
            <translation>Kombinasjonene og dødkortet (%1) til den som banket. Motspilleren legger 8♦ (med ring rundt) på rekken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="260" />
            <source>If the defender's deadwood, after laying off, is as low as the knocker's or lower, the knock fails: that is an &lt;b&gt;undercut&lt;/b&gt;.</source>
            <translation>Har motspilleren etter påleggingen ikke mer dødkort enn den som banket, mislykkes bankingen: det er &lt;b&gt;undercut&lt;/b&gt;.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="265" />
            <source>If the defender's deadwood, after laying off, is lower than the knocker's, the knock fails: that is an &lt;b&gt;undercut&lt;/b&gt;.</source>
            <translation>Har motspilleren etter påleggingen mindre dødkort enn den som banket, mislykkes bankingen: det er &lt;b&gt;undercut&lt;/b&gt;.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="270" />
            <source>The defender then scores the difference plus the undercut bonus of %1. So knock with little deadwood, and lay off everything you can as the defender.</source>
            <translation>Da får motspilleren forskjellen pluss undercutbonusen på %1. Bank derfor med lite dødkort, og legg på alt du kan når du er motspiller.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="279" />
            <source>Above, the knocker: deadwood %1. Below, the defender: deadwood %2, nothing to lay off. An undercut: the defender scores %3 plus the bonus of %4.</source>
            <translation>Øverst den som banket: %1 i dødkort. Nederst motspilleren: %2 i dødkort, ingenting å legge på. Undercut: motspilleren får %3 pluss bonusen på %4.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="288" />
            <source>Undercut</source>
            <translation>Undercut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="295" />
            <source>Hollywood is on for this game.</source>
            <translation>Hollywood er slått på i denne kampen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="297" />
            <source>Hollywood is off; New game can switch it on with any rules.</source>
            <translation>Hollywood er slått av; under Nytt spill kan du slå det på med alle regler.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="300" />
            <source>Hollywood: three games at once</source>
            <translation>Hollywood: tre spill samtidig</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="303" />
            <source>Hollywood is a way of keeping score: three games run side by side on one sheet. Your first hand won is written in game 1, your second in games 1 and 2, your third and every later one in all three. Each game ends when a total in it reaches the target and is tallied by itself, with its own boxes and bonuses. The match ends when all three games have ended; its result is the sum of the three games' results.</source>
            <translation>Hollywood er en måte å føre poeng på: tre spill går side om side på samme poengliste. Den første runden du vinner, føres i spill 1, den andre i spill 1 og 2, den tredje og alle senere i alle tre. Hvert spill er over så snart en av spillerne når målet i det spillet, og telles opp for seg, med egne bokser og bonuser. Kampen er over når alle tre spillene er ferdige; resultatet er summen av de tre spillenes resultater.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="312" />
            <source>Should that sum come out exactly even, whoever won two of the three games wins the match.</source>
            <translation>Står det helt likt når resultatene er lagt sammen, vinner kampen den som vant to av de tre spillene.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="322" />
            <source>The table: mouse and keys</source>
            <translation>Bordet: mus og taster</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="326" />
            <source>&lt;b&gt;Draw:&lt;/b&gt; drag the top card of the stock or of the discard pile into your hand (or click it; key S for the stock, D for the pile). The first upcard: the buttons “Take the upcard” and “Pass” (T, P), as the table names them.</source>
            <translation>&lt;b&gt;Trekk:&lt;/b&gt; dra det øverste kortet i trekkbunken eller kastebunken over til hånden din (eller klikk på det; trykk S for trekkbunken, D for kastebunken). Det første åpne kortet: knappene «Ta det åpne kortet» og «Pass» (T, P).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="332" />
            <source>&lt;b&gt;Discard:&lt;/b&gt; drag a card onto the discard pile, or double-click it; with the keys, pick it with the arrow keys and press Enter.</source>
            <translation>&lt;b&gt;Kast:&lt;/b&gt; dra et kort til kastebunken eller dobbeltklikk på det; med tastaturet velger du det med piltastene og trykker Enter.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="336" />
            <source>&lt;b&gt;Knock or gin:&lt;/b&gt; drag the card to discard onto the knock spot (it lights up when a knock is allowed), or select it and press K.</source>
            <translation>&lt;b&gt;Banke eller gin:&lt;/b&gt; dra kortet du kaster, til bankefeltet (det lyser opp når du kan banke), eller velg det og trykk K.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="340" />
            <source>&lt;b&gt;Lay off:&lt;/b&gt; drag a card onto a frame round the knocker's melds, double-click it, or select it and press L; then F when you are done. A dot in a frame's colour marks each card worth laying off on that meld, and a green dot each card laid off. A lays off the best of what fits and finishes at once.</source>
            <translation>&lt;b&gt;Legge på:&lt;/b&gt; dra et kort til rammen rundt en kombinasjon hos den som banket, dobbeltklikk på det, eller velg det og trykk L; trykk F når du er ferdig. En prikk i rammens farge viser hvert kort det lønner seg å legge på den kombinasjonen, og en grønn prikk hvert kort som er lagt på. Tasten A legger på det som passer best, og avslutter påleggingen med en gang.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="347" />
            <source>&lt;b&gt;Your hand:&lt;/b&gt; drag cards to rearrange them, or sort by rank, suit or melds (R, U, M); Shift with the arrow keys moves the selected card. Melds are underlined in colour, and a green dot marks the card you have just drawn.</source>
            <translation>&lt;b&gt;Hånden din:&lt;/b&gt; dra kortene for å ordne dem, eller sorter etter verdi, farge eller kombinasjoner (R, U, M); Skift med piltastene flytter det valgte kortet. Kombinasjoner er understreket i farge, og en grønn prikk merker kortet du nettopp trakk.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="353" />
            <source>N deals the next hand, H gives a hint, V shows the discard pile; Help → Keyboard keys lists every key.</source>
            <translation>N deler ut kortene til neste runde, H gir et tips, V viser kastebunken; Hjelp → Hurtigtaster viser alle tastene.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="363" />
            <source>If the knocker has less deadwood, the knocker wins the hand and scores the difference between the two deadwood counts.</source>
            <translation>Har motspilleren mer dødkort, vinner den som banket og får forskjellen mellom de to summene av dødkort.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="370" />
            <source>If the defender has as little deadwood as the knocker or less, that is an &lt;b&gt;undercut&lt;/b&gt;: the defender scores the difference plus a bonus of %Ln point(s).</source>
            <translation>
                <numerusform>Har motspilleren like mye dødkort som den som banket, eller mindre, blir det &lt;b&gt;undercut&lt;/b&gt;: motspilleren får forskjellen pluss %Ln poeng i bonus.</numerusform>
                <numerusform>Har motspilleren like mye dødkort som den som banket, eller mindre, blir det &lt;b&gt;undercut&lt;/b&gt;: motspilleren får forskjellen pluss %Ln poeng i bonus.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="380" />
            <source>If the defender has less deadwood than the knocker, that is an &lt;b&gt;undercut&lt;/b&gt;: the defender scores the difference plus a bonus of %Ln point(s).</source>
            <translation>
                <numerusform>Har motspilleren mindre dødkort enn den som banket, blir det &lt;b&gt;undercut&lt;/b&gt;: motspilleren får forskjellen pluss %Ln poeng i bonus.</numerusform>
                <numerusform>Har motspilleren mindre dødkort enn den som banket, blir det &lt;b&gt;undercut&lt;/b&gt;: motspilleren får forskjellen pluss %Ln poeng i bonus.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="390" />
            <source>If both have the same deadwood, the defender wins the hand and scores %Ln point(s).</source>
            <translation>
                <numerusform>Har begge like mye dødkort, vinner motspilleren runden og får %Ln poeng.</numerusform>
                <numerusform>Har begge like mye dødkort, vinner motspilleren runden og får %Ln poeng.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="397" />
            <source>If both have the same deadwood, nobody scores.</source>
            <translation>Har begge like mye dødkort, får ingen poeng.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="400" />
            <source>&lt;b&gt;Gin&lt;/b&gt; scores the opponent's whole deadwood plus a bonus of %Ln point(s), and a gin is never undercut.</source>
            <translation>
                <numerusform>&lt;b&gt;Gin&lt;/b&gt; gir summen av motspillerens dødkort pluss %Ln poeng i bonus, og en gin kan aldri bli undercut.</numerusform>
                <numerusform>&lt;b&gt;Gin&lt;/b&gt; gir summen av motspillerens dødkort pluss %Ln poeng i bonus, og en gin kan aldri bli undercut.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="409" />
            <source>The winner of every hand also scores %Ln point(s) at once.</source>
            <translation>
                <numerusform>Vinneren av hver runde får i tillegg %Ln poeng med en gang.</numerusform>
                <numerusform>Vinneren av hver runde får i tillegg %Ln poeng med en gang.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="416" />
            <source>With a spade as the first upcard, all of the hand's points are doubled.</source>
            <translation>Er det første åpne kortet en spar, dobles alle poengene for runden.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="418" />
            <source>Scoring a hand</source>
            <translation>Poeng for runden</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="423" />
            <source>The first player whose total reaches %Ln point(s) wins the game.</source>
            <translation>
                <numerusform>Den første som når %Ln poeng til sammen, vinner spillet.</numerusform>
                <numerusform>Den første som når %Ln poeng til sammen, vinner spillet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="431" />
            <source>The winner of the game scores a game bonus of %Ln point(s).</source>
            <translation>
                <numerusform>Vinneren av spillet får %Ln poeng i spillbonus.</numerusform>
                <numerusform>Vinneren av spillet får %Ln poeng i spillbonus.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="439" />
            <source>If the loser has not scored a single point (a shutout), the game bonus is %Ln point(s) instead.</source>
            <translation>
                <numerusform>Har taperen ikke fått et eneste poeng, er spillbonusen %Ln poeng i stedet.</numerusform>
                <numerusform>Har taperen ikke fått et eneste poeng, er spillbonusen %Ln poeng i stedet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="448" />
            <source>Each hand a player wins is a &lt;b&gt;box&lt;/b&gt;. At the end each player scores %Ln point(s) for every box they won.</source>
            <translation>
                <numerusform>Hver runde en spiller vinner, er en &lt;b&gt;boks&lt;/b&gt;. Til slutt får hver spiller %Ln poeng for hver vunnet boks.</numerusform>
                <numerusform>Hver runde en spiller vinner, er en &lt;b&gt;boks&lt;/b&gt;. Til slutt får hver spiller %Ln poeng for hver vunnet boks.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="456" />
            <source>The result of the game is the winner's total minus the loser's total.</source>
            <translation>Resultatet av spillet er vinnerens sum minus taperens sum.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="459" />
            <source>The result of the game is the winner's total.</source>
            <translation>Resultatet av spillet er vinnerens sum.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="460" />
            <source>Winning the game</source>
            <translation>Å vinne spillet</translation>
        </message>
    </context>
    <context>
        <name>RunningTotalsChart</name>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="78" />
            <source>Hand</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="79" />
            <source>Points</source>
            <translation>Poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="80" />
            <source>Target %1</source>
            <translation>Mål %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="81" />
            <source>Box (hand won)</source>
            <translation>Boks (vunnet runde)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="82" />
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="120" />
            <source>No hands played yet</source>
            <translation>Ingen runder er spilt ennå</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="84" />
            <source>Running totals chart</source>
            <translation>Poengutvikling runde for runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="104" />
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="110" />
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="145" />
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="257" />
            <source>Game %1</source>
            <translation>Spill %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="112" />
            <source>Winner: %1</source>
            <translation>Vinner: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="122" />
            <source>%n hand(s) played.</source>
            <translation>
                <numerusform>%n runde spilt.</numerusform>
                <numerusform>%n runder spilt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="127" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n poeng</numerusform>
                <numerusform>%n poeng</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="129" />
            <source>%n box(es)</source>
            <translation>
                <numerusform>%n boks</numerusform>
                <numerusform>%n bokser</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="131" />
            <source>not started</source>
            <comment>a Hollywood game's column no win has opened</comment>
            <translation>ikke startet ennå</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="168" />
            <source>Boxes</source>
            <translation>Bokser</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="255" />
            <source>Hand %1</source>
            <translation>Runde %1</translation>
        </message>
    </context>
    <context>
        <name>ScorePadText</name>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="30" />
            <source>Knock</source>
            <translation>Banking</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="31" />
            <source>Gin</source>
            <translation>Gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="32" />
            <source>Big Gin</source>
            <translation>Stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="33" />
            <source>Void hand</source>
            <translation>Annullert runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="436" />
            <source>&amp;Defender's deadwood</source>
            <translation>&amp;Motspillerens dødkort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="456" />
            <source>Preview: %1 – nobody scores.</source>
            <translation>Forhåndsvisning: %1 – ingen får poeng.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="465" />
            <source>Preview: %1 – %2 (%3)</source>
            <translation>Forhåndsvisning: %1 – %2 (%3)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="481" />
            <source>&amp;How the hand ended</source>
            <translation>&amp;Hvordan runden endte</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="482" />
            <source>&amp;Who knocked or went gin</source>
            <translation>H&amp;vem banket eller fikk gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="483" />
            <source>&amp;Knocker's deadwood</source>
            <translation>&amp;Dødkort for den som banket</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="438" />
            <source>&amp;Defender's deadwood (after layoffs)</source>
            <translation>&amp;Motspillerens dødkort (etter pålegging)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="485" />
            <source>First &amp;upcard</source>
            <translation>Det første &amp;åpne kortet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="486" />
            <source>Choose…</source>
            <translation>Velg…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="487" />
            <source>e.g. 6</source>
            <translation>f.eks. 6</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="488" />
            <source>e.g. 21</source>
            <translation>f.eks. 21</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="490" />
            <source>&amp;Add hand</source>
            <translation>&amp;Legg til runden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="492" />
            <source>&amp;Save correction to hand %1</source>
            <translation>&amp;Lagre rettelsen av runde %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="494" />
            <source>Cancel correction</source>
            <translation>Avbryt rettelsen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="495" />
            <source>Write the hand on the sheet (Enter)</source>
            <translation>Før runden inn på poengblokken (Enter)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="55" />
            <source>Result of the three games</source>
            <translation>Resultat av de tre spillene</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="59" />
            <source>Game %1</source>
            <translation>Spill %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="185" />
            <source>Gin Rummy score pad</source>
            <translation>Gin Rummy – poengblokk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="56" />
            <source>%1 went gin</source>
            <comment>a player</comment>
            <translation>%1 fikk gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="58" />
            <source>%1 went Big Gin</source>
            <comment>a player</comment>
            <translation>%1 fikk stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="60" />
            <source>%1 knocked, %2 undercut</source>
            <comment>the knocker, the defender</comment>
            <translation>%1 banket, %2 gjorde undercut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="62" />
            <source>%1 knocked, a tie</source>
            <comment>the knocker</comment>
            <translation>%1 banket, uavgjort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="64" />
            <source>%1 knocked</source>
            <comment>a player</comment>
            <translation>%1 banket</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="74" />
            <source>Game %1: %2 %3, %4 %5</source>
            <translation>Spill %1: %2 %3, %4 %5</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="84" />
            <source>over</source>
            <translation>ferdig</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="182" />
            <source>to be entered…</source>
            <translation>ikke ført inn ennå…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="193" />
            <source>Correcting hand %1: change it below, then save the correction.</source>
            <translation>Runde %1 rettes: endre den nedenfor og lagre rettelsen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="198" />
            <source>%1 won the game, %2 to %3 (a difference of %4).</source>
            <translation>%1 vant spillet %2–%3 (en forskjell på %4).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="203" />
            <source>In progress: hand %1 is not written yet.</source>
            <translation>I gang: runde %1 er ikke ført inn ennå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="206" />
            <source>Hand %1: enter it below when it has been played.</source>
            <translation>Runde %1: før den inn nedenfor når den er spilt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="28" />
            <source>This is not a hand entry.</source>
            <translation>Dette er ikke en runde som kan føres inn.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="29" />
            <source>Choose which player knocked or went gin.</source>
            <translation>Velg hvem som banket eller fikk gin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="32" />
            <source>A deadwood count must be a whole number, such as 7.</source>
            <translation>Dødkortsummen må være et helt tall, for eksempel 7.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="35" />
            <source>A deadwood count was left empty: enter it, 0 if there is none.</source>
            <translation>En dødkortsum mangler: skriv den inn, eller 0 hvis det ikke er noe dødkort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="38" />
            <source>A deadwood count cannot be negative.</source>
            <translation>Dødkortsummen kan ikke være negativ.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="41" />
            <source>Ten cards can hold at most %1 points of deadwood.</source>
            <translation>Ti kort kan ha høyst %1 poeng i dødkort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="44" />
            <source>Gin leaves the knocker no deadwood, but %1 was entered. Enter 0, or choose a knock.</source>
            <translation>Med gin har den som banket ingen dødkort, men du skrev %1. Skriv 0 eller velg banking.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="48" />
            <source>A knock with no deadwood is gin: choose Gin.</source>
            <translation>Banking uten dødkort er gin: velg Gin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="51" />
            <source>Deadwood %1 is above the knock limit of %2.</source>
            <translation>Dødkort %1 er over bankegrensen på %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="54" />
            <source>This hand can only end with gin: knocking is not allowed.</source>
            <translation>Denne runden kan bare avsluttes med gin: banking er ikke tillatt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="57" />
            <source>Big Gin is not played with these rules.</source>
            <translation>Stor gin spilles ikke med disse reglene.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="60" />
            <source>Oklahoma: enter the hand's first upcard (it sets the knock limit).</source>
            <translation>Oklahoma: velg det første åpne kortet (det bestemmer bankegrensen).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="63" />
            <source>The upcard is not a card.</source>
            <translation>Det åpne kortet er ikke et kort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="64" />
            <source>A void hand has no knocker and no deadwood counts.</source>
            <translation>En annullert runde har ingen som banket og ingen dødkort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="67" />
            <source>The game is over: start a new pad to play on.</source>
            <translation>Spillet er over: start en ny poengblokk for å spille videre.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="70" />
            <source>There is no hand %1.</source>
            <translation>Det finnes ingen runde %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="71" />
            <source>With this correction the game would end before hand %1. Remove the later hands first.</source>
            <translation>Med denne rettelsen ville spillet ta slutt før runde %1. Fjern de senere rundene først.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="75" />
            <source>No hand has been entered yet.</source>
            <translation>Ingen runde er ført inn ennå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="76" />
            <source>A name must be text.</source>
            <translation>Et navn må være tekst.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="77" />
            <source>A name can have at most %1 characters.</source>
            <translation>Et navn kan ha høyst %1 tegn.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="80" />
            <source>The two players need different names.</source>
            <translation>De to spillerne må ha forskjellige navn.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="110" />
            <source>The score pad could not be saved: %1</source>
            <translation>Poengblokken kunne ikke lagres: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="112" />
            <source>The game history could not be updated: %1</source>
            <translation>Spillhistorikken kunne ikke oppdateres: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="117" />
            <source>The file could not be opened.</source>
            <translation>Filen kunne ikke åpnes.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="118" />
            <source>You have no permission to read the file.</source>
            <translation>Du har ikke tillatelse til å lese filen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="121" />
            <source>The file is incomplete or damaged.</source>
            <translation>Filen er ufullstendig eller skadet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="122" />
            <source>It was saved by a newer version of the game.</source>
            <translation>Den ble lagret av en nyere versjon av spillet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="125" />
            <source>Its contents are not a score pad this version can continue.</source>
            <translation>Innholdet er ikke en poengblokk denne versjonen kan fortsette.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="136" />
            <source>The saved score pad could not be continued, so a new pad starts.</source>
            <translation>Den lagrede poengblokken kunne ikke fortsettes, så en ny poengblokk startes.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="139" />
            <source>The file was kept as %1.</source>
            <translation>Filen ble tatt vare på som %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="146" />
            <source>Player %1</source>
            <translation>Spiller %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="228" />
            <source>Rules of the current pad</source>
            <translation>Reglene for den nåværende poengblokken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="330" />
            <source>A new score pad</source>
            <translation>Ny poengblokk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="333" />
            <source>&amp;Hollywood: three games at once</source>
            <translation>&amp;Hollywood: tre spill samtidig</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="334" />
            <source>&amp;Rules:</source>
            <translation>&amp;Regler:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="335" />
            <source>Cha&amp;nge the rules…</source>
            <translation>&amp;Endre reglene…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="338" />
            <source>Every rule one by one, as in New game. Your house rules are kept for the next pad and the next game.</source>
            <translation>Hver regel for seg, som i Nytt spill. Husreglene dine tas vare på til neste poengblokk og neste spill.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="342" />
            <source>Player &amp;1:</source>
            <translation>Spiller &amp;1:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="343" />
            <source>Player &amp;2:</source>
            <translation>Spiller &amp;2:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="346" />
            <source>&amp;Deals first:</source>
            <translation>&amp;Gir først:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="349" />
            <source>&amp;Start the pad</source>
            <translation>&amp;Start poengblokken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="350" />
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="630" />
            <source>&amp;Back to the pad in progress</source>
            <translation>&amp;Tilbake til poengblokken som er i gang</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="611" />
            <source>Take up this game?</source>
            <translation>Føre dette spillet videre?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="613" />
            <source>Start a new pad?</source>
            <translation>Starte en ny poengblokk?</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="615" />
            <source>The pad in progress (%n hand(s)) stays in the game history, where you can take it up again.</source>
            <translation>
                <numerusform>Poengblokken som er i gang (%n runde), blir liggende i spillhistorikken, der du kan ta den opp igjen.</numerusform>
                <numerusform>Poengblokken som er i gang (%n runder), blir liggende i spillhistorikken, der du kan ta den opp igjen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="622" />
            <source>The pad in progress (%n hand(s)) is not kept: there is no game history to keep it in.</source>
            <translation>
                <numerusform>Poengblokken som er i gang (%n runde), blir ikke tatt vare på, fordi det ikke finnes noen spillhistorikk.</numerusform>
                <numerusform>Poengblokken som er i gang (%n runder), blir ikke tatt vare på, fordi det ikke finnes noen spillhistorikk.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="627" />
            <source>&amp;Take up the game from the history</source>
            <translation>&amp;Før spillet videre fra spillhistorikken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="629" />
            <source>&amp;Start a new pad</source>
            <translation>&amp;Start en ny poengblokk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="636" />
            <source>Remove hand %1?</source>
            <translation>Fjerne runde %1?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="638" />
            <source>Hand %1 comes off the pad, and its points off the totals. It cannot be brought back.</source>
            <translation>Runde %1 fjernes fra poengblokken, og poengene trekkes fra summene. Den kan ikke hentes tilbake.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="641" />
            <source>&amp;Remove hand %1</source>
            <translation>&amp;Fjern runde %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="642" />
            <source>&amp;Keep the hand</source>
            <translation>&amp;Behold runden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="203" />
            <source>This game's sheet could not be read back.</source>
            <translation>Poenglisten for dette spillet kunne ikke leses fra historikken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="258" />
            <source>The history is in use by another program: the list is read again when it is opened next.</source>
            <translation>Spillhistorikken brukes av et annet program: listen leses på nytt neste gang den åpnes.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="253" />
            <source>The score pad games could not be read: %1</source>
            <translation>Spillene på poengblokken kunne ikke leses: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="155" />
            <source>This game is the one on the score pad. Start a new game on the pad, and then it can be deleted here.</source>
            <translation>Dette er spillet som står på poengblokken nå. Start en ny poengblokk, så kan det slettes her.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="178" />
            <source>Delete score pad game</source>
            <translation>Slett spill på poengblokken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="179" />
            <source>Delete the score pad game of %1 and %2, started %3?</source>
            <translation>Slette spillet mellom %1 og %2 på poengblokken, startet %3?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="184" />
            <source>It is removed from the history for good. This cannot be undone.</source>
            <translation>Det fjernes fra spillhistorikken for godt. Dette kan ikke angres.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="186" />
            <source>&amp;Delete</source>
            <translation>&amp;Slett</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="187" />
            <source>&amp;Keep it</source>
            <translation>&amp;Behold spillet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="285" />
            <source>%1 won by %2</source>
            <translation>%1 vant med %2 poeng</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="290" />
            <source>in progress, %n hand(s)</source>
            <translation>
                <numerusform>i gang, %n runde</numerusform>
                <numerusform>i gang, %n runder</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="295" />
            <source>Double-click to see the game's sheet</source>
            <translation>Dobbeltklikk for å se poenglisten for spillet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="298" />
            <source>Double-click to see the game's sheet, or to take it up again on the pad</source>
            <translation>Dobbeltklikk for å se spillets poengliste eller føre det videre på poengblokken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="311" />
            <source>No score pad games yet.</source>
            <translation>Ingen spill på poengblokken ennå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="327" />
            <source>Score pad games (played with real cards)</source>
            <translation>Spill på poengblokken (spilt med ekte kort)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="328" />
            <source>Delete game…</source>
            <translation>Slett spill…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="329" />
            <source>Delete the chosen game from the history</source>
            <translation>Slett det valgte spillet fra spillhistorikken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="333" />
            <source>Started</source>
            <translation>Startet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="334" />
            <source>Rules</source>
            <translation>Regler</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="335" />
            <source>Score</source>
            <translation>Poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="336" />
            <source>Result</source>
            <translation>Resultat</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="337" />
            <source>Hands</source>
            <translation>Runder</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="407" />
            <source>Score pad game: %1 and %2</source>
            <translation>Spill på poengblokken: %1 og %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="416" />
            <source>&amp;Continue this game on the pad</source>
            <translation>&amp;Før dette spillet videre på poengblokken</translation>
        </message>
    </context>
    <context>
        <name>ScorePadWindow</name>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="816" />
            <source>The game is over: see the final tally above. A hand can still be corrected: choose it on the sheet.</source>
            <translation>Spillet er over: se sluttoppgjøret ovenfor. En runde kan fortsatt rettes: velg den på listen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/exports.py" line="65" />
            <source>score-pad</source>
            <comment>file name, no extension</comment>
            <translation>poengblokk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/exports.py" line="70" />
            <source>Save the score pad as PDF</source>
            <translation>Lagre poengblokken som PDF</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/exports.py" line="71" />
            <source>PDF documents (*.pdf)</source>
            <translation>PDF-dokumenter (*.pdf)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/exports.py" line="75" />
            <source>Save the score pad as CSV</source>
            <translation>Lagre poengblokken som CSV</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/exports.py" line="76" />
            <source>CSV tables (*.csv)</source>
            <translation>CSV-tabeller (*.csv)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/exports.py" line="81" />
            <source>The file %1 could not be written: %2</source>
            <translation>Filen %1 kunne ikke skrives: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="933" />
            <source>Score pad</source>
            <translation>Poengblokk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="934" />
            <source>Player &amp;1:</source>
            <translation>Spiller &amp;1:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="935" />
            <source>Player &amp;2:</source>
            <translation>Spiller &amp;2:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="938" />
            <source>&amp;Correct the chosen hand</source>
            <translation>&amp;Rett valgt runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="939" />
            <source>Choose a hand on the sheet, then correct it</source>
            <translation>Velg en runde på listen, og rett den</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="940" />
            <source>Remove the &amp;last hand</source>
            <translation>Fjern den &amp;siste runden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="941" />
            <source>&amp;New pad…</source>
            <translation>&amp;Ny poengblokk…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="412" />
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="942" />
            <source>&amp;Print…</source>
            <translation>Skriv &amp;ut…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="413" />
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="943" />
            <source>Save as PD&amp;F…</source>
            <translation>Lagre som PD&amp;F…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="414" />
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="944" />
            <source>Save as CS&amp;V…</source>
            <translation>Lagre som &amp;CSV…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="415" />
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="945" />
            <source>Close</source>
            <translation>Lukk</translation>
        </message>
    </context>
    <context>
        <name>Scoresheet</name>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="26" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="80" />
            <source>Nobody knocked: the stock ran out.</source>
            <translation>Ingen banket: trekkbunken tok slutt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="32" />
            <source>%1 had no deadwood, %2 had %3.</source>
            <comment>gin: the player out, the other, deadwood</comment>
            <translation>%1 hadde ingen dødkort, %2 hadde %3 poeng i dødkort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="39" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="81" />
            <source>%1 knocked with %2, %3 had %4.</source>
            <comment>knocker, deadwood, defender, deadwood</comment>
            <translation>%1 banket med %2, %3 hadde %4.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="215" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="131" />
            <source>Hand %1: %2</source>
            <translation>Runde %1: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="460" />
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="227" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="146" />
            <source>%1 scores %2</source>
            <translation>%1 får %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="154" />
            <source>No points: no box is won.</source>
            <translation>Ingen poeng: ingen vinner boksen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="159" />
            <source>Dealer: %1</source>
            <translation>Giver: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="161" />
            <source>Dealer: %1 · deal number %2</source>
            <translation>Giver: %1 · utdeling nr. %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="167" />
            <source>Deal code: %1</source>
            <translation>Utdelingskode: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="175" />
            <source>%1 against %2</source>
            <comment>duplicate total, reference level</comment>
            <translation>mot %2: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="183" />
            <source>Duplicate: %1 (%n deal(s))</source>
            <translation>
                <numerusform>Duplikat %1 (%n runde)</numerusform>
                <numerusform>Duplikat %1 (%n runder)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="191" />
            <source>%1 is playing hand %2…</source>
            <translation>%1 spiller runde %2…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="210" />
            <source>%1 has not played this deal yet.</source>
            <translation>%1 har ikke spilt denne runden ennå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="225" />
            <source>Game %1</source>
            <comment>Hollywood's game number</comment>
            <translation>Spill %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="231" />
            <source>%1 is being played.</source>
            <translation>%1 spilles.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="239" />
            <source>%1: %2 won by %3.</source>
            <translation>%1: %2 vant med %3 poeng.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="251" />
            <source>Box bonus, %1 per box</source>
            <translation>Boksbonus, %1 per boks</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="253" />
            <source>From hands</source>
            <comment>final tally, narrow column</comment>
            <translation>Fra rundene</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="256" />
            <source>Box bonus</source>
            <comment>final tally, narrow column</comment>
            <translation>Boksbonus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="279" />
            <source>%1 × %2 = %3</source>
            <comment>boxes × bonus = points</comment>
            <translation>%1 × %2 = %3</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="294" />
            <source>%1 · to %2</source>
            <translation>%1 · til %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="296" />
            <source>Hollywood: three games at once</source>
            <translation>Hollywood: tre spill samtidig</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="314" />
            <source>straight gin</source>
            <translation>straight gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="316" />
            <source>Oklahoma</source>
            <translation>Oklahoma</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="318" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="320" />
            <source>knock on %1 or less</source>
            <translation>bankegrense %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="322" />
            <source>a spade upcard doubles</source>
            <translation>åpen spar dobler poengene</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="323" />
            <source>gin %1</source>
            <translation>gin %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="325" />
            <source>Big Gin %1</source>
            <translation>stor gin %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="327" />
            <source>laying off on gin</source>
            <translation>pålegging på gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="328" />
            <source>undercut %1</source>
            <translation>undercut %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="330" />
            <source>a tie is an undercut</source>
            <translation>uavgjort er undercut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="332" />
            <source>tie %1</source>
            <translation>bonus ved uavgjort %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="336" />
            <source>a tie scores nothing</source>
            <translation>uavgjort gir ingen poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="338" />
            <source>%1 a hand won</source>
            <translation>%1 for vunnet runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="340" />
            <source>%1 a box</source>
            <translation>%1 per boks</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="342" />
            <source>play to %1</source>
            <translation>spill til %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="343" />
            <source>game bonus %1</source>
            <translation>spillbonus %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="345" />
            <source>shutout %1</source>
            <translation>%1 når taperen står på null</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="347" />
            <source>the result is the difference</source>
            <translation>resultatet er forskjellen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="349" />
            <source>the loser deals</source>
            <translation>taperen av runden gir</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="350" />
            <source>, </source>
            <comment>between house rules</comment>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="370" />
            <source>%1 won the Hollywood match by %2.</source>
            <translation>%1 vant Hollywood-kampen med %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="377" />
            <source>%1 won the game, %2 to %3 (a difference of %4).</source>
            <translation>%1 vant spillet %2–%3 (en forskjell på %4).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="400" />
            <source>Knocker</source>
            <translation>Den som banket</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="408" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="615" />
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="825" />
            <source>Match result</source>
            <translation>Kampens resultat</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="409" />
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="709" />
            <source>Deal code</source>
            <translation>Utdelingskode</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="410" />
            <source>Reference's result</source>
            <translation>Referansespillerens resultat</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="411" />
            <source>Duplicate score</source>
            <translation>Duplikatpoeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="412" />
            <source>Duplicate total</source>
            <translation>Duplikatpoeng totalt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="480" />
            <source>Dealer: %1</source>
            <comment>on the printed sheet</comment>
            <translation>Giver: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="493" />
            <source>Deadwood: %1</source>
            <comment>on the printed sheet: the two players' counts, 'Kari 7 / Ola 25'</comment>
            <translation>Dødkort: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="611" />
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="820" />
            <source>%1: final tally</source>
            <comment>game</comment>
            <translation>%1: sluttoppgjør</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="387" />
            <source>Hand %1 is being played.</source>
            <translation>Runde %1 spilles.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="105" />
            <source>%1 won %2: written in no game</source>
            <comment>a player, the hand's points</comment>
            <translation>%1 vant %2 poeng: ikke ført i noen av spillene</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="113" />
            <source>%1 in no game</source>
            <comment>the hand's points</comment>
            <translation>%1 poeng, ikke ført</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="144" />
            <source>You score %1</source>
            <translation>Du får %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="383" />
            <source>Not finished: printed after hand %1.</source>
            <comment>printed</comment>
            <translation>Ikke ferdig: skrevet ut etter runde %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="388" />
            <source>Waiting for the next deal.</source>
            <translation>Venter på neste utdeling.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="25" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="396" />
            <source>Hand</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="26" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="397" />
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="704" />
            <source>Dealer</source>
            <translation>Giver</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="27" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="398" />
            <source>Deal number</source>
            <translation>Utdelingsnummer</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="28" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="399" />
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="705" />
            <source>How</source>
            <translation>Utfall</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="29" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="401" />
            <source>Knocker's deadwood</source>
            <translation>Dødkort for den som banket</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="30" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="402" />
            <source>Defender's deadwood</source>
            <translation>Motspillerens dødkort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="49" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="403" />
            <source>%1: points</source>
            <translation>%1: poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="51" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="404" />
            <source>%1: total</source>
            <translation>%1: sum</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="53" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="405" />
            <source>%1: boxes</source>
            <translation>%1: bokser</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="31" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="406" />
            <source>Details</source>
            <translation>Detaljer</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="32" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="407" />
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="825" />
            <source>Final tally</source>
            <translation>Sluttoppgjør</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="861" />
            <source>Gin Rummy scoresheet</source>
            <translation>Gin Rummy – poengliste</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="240" />
            <source>%1: %2 points, %3</source>
            <translation>%1: %2 poeng, %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="243" />
            <source>%n box(es)</source>
            <translation>
                <numerusform>%n boks</numerusform>
                <numerusform>%n bokser</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="703" />
            <source>#</source>
            <comment>hand number column</comment>
            <translation>#</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="693" />
            <source>Deadwood: %1 / %2</source>
            <comment>the players in seat order</comment>
            <translation>Dødkort: %1 / %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="246" />
            <source>%1: no hand won in this game yet.</source>
            <translation>%1: ingen vunnet runde i dette spillet ennå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="710" />
            <source>Duplicate</source>
            <translation>Duplikat</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="747" />
            <source>%1: %2</source>
            <comment>Hollywood's game: player</comment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="753" />
            <source>Hand number</source>
            <translation>Rundenummer</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="783" />
            <source>No game yet.</source>
            <translation>Ingen spill ennå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="811" />
            <source>being played…</source>
            <translation>spilles…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="916" />
            <source>%1 / %2</source>
            <comment>deadwood: yours / the computer's</comment>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Sum</translation>
        </message>
        <message>
            <source>Boxes</source>
            <translation>Bokser</translation>
        </message>
    </context>
    <context>
        <name>ScoresheetDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="391" />
            <source>scoresheet</source>
            <comment>file name, no extension</comment>
            <translation>poengliste</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="394" />
            <source>Save the scoresheet as PDF</source>
            <translation>Lagre poenglisten som PDF</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="395" />
            <source>PDF documents (*.pdf)</source>
            <translation>PDF-dokumenter (*.pdf)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="399" />
            <source>Save the scoresheet as CSV</source>
            <translation>Lagre poenglisten som CSV</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="400" />
            <source>CSV tables (*.csv)</source>
            <translation>CSV-tabeller (*.csv)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="404" />
            <source>The file %1 could not be written.</source>
            <translation>Kunne ikke skrive filen %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="405" />
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="412" />
            <source>Scoresheet</source>
            <translation>Poengliste</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="413" />
            <source>Print…</source>
            <translation>Skriv ut…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="414" />
            <source>Save as PDF…</source>
            <translation>Lagre som PDF…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="415" />
            <source>Save as CSV…</source>
            <translation>Lagre som CSV…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="417" />
            <source>Hide scoring lines</source>
            <translation>Skjul utregningen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="419" />
            <source>Show scoring lines</source>
            <translation>Vis utregningen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="424" />
            <source>Close</source>
            <translation>Lukk</translation>
        </message>
    </context>
    <context>
        <name>ScoresheetPanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="253" />
            <source>Scoresheet</source>
            <translation>Poengliste</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="254" />
            <source>Full view…</source>
            <translation>Full visning…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="249" />
            <source>Every hand with its scoring lines; print or export.</source>
            <translation>Alle rundene med utregning; skriv ut eller eksporter.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <location filename="../ginrummy_desktop/app/settings.py" line="399" />
            <source>Your settings file could not be read, so the usual settings are used. The old file was kept as %1.</source>
            <translation>Innstillingsfilen kunne ikke leses, så standardinnstillingene brukes. Den gamle filen ble tatt vare på som %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/settings.py" line="407" />
            <source>Your settings file %1 cannot be read (no permission), so the usual settings are used, and what you change is not kept.</source>
            <translation>Innstillingsfilen %1 kan ikke leses (mangler lesetilgang), så standardinnstillingene brukes, og endringene dine blir ikke lagret.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/settings.py" line="415" />
            <source>Your settings file %1 cannot be written (no permission): what you change lasts until the game closes.</source>
            <translation>Innstillingsfilen %1 kan ikke skrives til (mangler skrivetilgang): endringene dine gjelder bare til du lukker spillet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/settings.py" line="432" />
            <source>The house rules in your settings could not be read, so the rules of the chosen variant are used.</source>
            <translation>Husreglene i innstillingene dine kunne ikke leses, så spillet bruker reglene til den valgte varianten.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/settings.py" line="287" />
            <source>They were kept as %1.</source>
            <translation>De ble tatt vare på i filen %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/settings.py" line="445" />
            <source>Your saved house rules could not be read; New game offers the rules of the variants until you deal with house rules again.</source>
            <translation>De lagrede husreglene dine kunne ikke leses. Nytt spill tilbyr de ferdige variantene til du starter et spill med husregler igjen.</translation>
        </message>
    </context>
    <context>
        <name>SingleInstance</name>
        <message>
            <location filename="../ginrummy_desktop/app/single_instance.py" line="23" />
            <source>Gin Rummy is already running, so this copy closes and the game that is open comes to the front. Two copies would overwrite each other's saved game.</source>
            <translation>Gin Rummy kjører allerede, så denne kopien lukkes, og vinduet som er åpent, kommer fram. To kopier ville ha skrevet over hverandres lagrede spill.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/single_instance.py" line="33" />
            <source>Gin Rummy seems to be open already, but the copy its lock names (process %1) does not answer. If no Gin Rummy window is open, that copy has stopped and left its lock behind, and its number now belongs to another program.</source>
            <translation>Gin Rummy ser ut til å være åpent allerede, men kopien som låsen peker på (prosess %1), svarer ikke. Hvis ingen Gin Rummy-vinduer er åpne, har den kopien stoppet og latt låsen ligge igjen, og prosessnummeret brukes nå av et annet program.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/single_instance.py" line="40" />
            <source>Start the game anyway?</source>
            <translation>Vil du starte spillet likevel?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/__main__.py" line="104" />
            <source>&amp;Start anyway</source>
            <translation>&amp;Start likevel</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/__main__.py" line="108" />
            <source>&amp;Close</source>
            <translation>&amp;Lukk</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="81" />
            <source>Games played with a training aid switched on or a hint asked for, abandoned ones too</source>
            <translation>Spill der treningshjelp var slått på eller du ba om tips, også avbrutte spill</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="85" />
            <source>Games you won with every training aid off, no hint and no move taken back</source>
            <translation>Spill du vant med all treningshjelp slått av, uten tips og uten å angre noe trekk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="369" />
            <source>%1%</source>
            <comment>percentage</comment>
            <translation>%1 %</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="382" />
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="385" />
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n seier</numerusform>
                <numerusform>%n seirer</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="383" />
            <source>%n loss(es)</source>
            <translation>
                <numerusform>%n tap</numerusform>
                <numerusform>%n tap</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="435" />
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="440" />
            <source>Reset statistics</source>
            <translation>Nullstill statistikken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="461" />
            <source>Games played</source>
            <translation>Spilte spill</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="462" />
            <source>Games won</source>
            <translation>Vunne spill</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="463" />
            <source>Win rate</source>
            <translation>Vinnerandel</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="464" />
            <source>Games abandoned</source>
            <translation>Avbrutte spill</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="465" />
            <source>Assisted games</source>
            <translation>Spill med hjelpemidler</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="466" />
            <source>Games with a move taken back</source>
            <translation>Spill med angrede trekk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="467" />
            <source>Games won without aids</source>
            <translation>Vunne spill uten hjelpemidler</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="468" />
            <source>Hands played</source>
            <translation>Spilte runder</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="469" />
            <source>Hands won</source>
            <translation>Vunne runder</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="470" />
            <source>Won by gin</source>
            <translation>Vunnet med gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="471" />
            <source>Won by undercut</source>
            <translation>Vunnet med undercut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="472" />
            <source>Won by knocking</source>
            <translation>Vunnet med banking</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="474" />
            <source>Best game (margin)</source>
            <translation>Største seier (poeng)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="475" />
            <source>Current streak</source>
            <translation>Nåværende serie</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="476" />
            <source>Longest winning streak</source>
            <translation>Lengste seiersrekke</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="480" />
            <source>Statistics</source>
            <translation>Statistikk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="486" />
            <source>Close</source>
            <translation>Lukk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="495" />
            <source>&amp;Duplicate over time</source>
            <translation>D&amp;uplikat over tid</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="547" />
            <source>The history is in use by another program, perhaps another copy of the game. Open the statistics again in a moment.</source>
            <translation>Spillhistorikken brukes av et annet program, kanskje spillet i et annet vindu. Åpne statistikken igjen om litt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="568" />
            <source>Hands count from every game, finished or not; games when finished or abandoned (an abandoned game is not won).</source>
            <translation>Alle runder telles med, også fra spill som ikke er ferdige. Et spill telles når det er ferdig eller avbrutt (et avbrutt spill regnes ikke som vunnet).</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="579" />
            <source>%n game(s) kept on the score pad, played with real cards, are not counted here: Game history lists them.</source>
            <translation>
                <numerusform>%n spill ført på poengblokken (spilt med ekte kort) telles ikke med her; det står under Spillhistorikk.</numerusform>
                <numerusform>%n spill ført på poengblokken (spilt med ekte kort) telles ikke med her; de står under Spillhistorikk.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="596" />
            <source>Duplicate against %1: %2 points a deal over %n deal(s)</source>
            <translation>
                <numerusform>Duplikat mot %1: %2 poeng per runde over %n runde</numerusform>
                <numerusform>Duplikat mot %1: %2 poeng per runde over %n runder</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="601" />
            <source>the latest %n: %1 points a deal</source>
            <translation>
                <numerusform>de siste %n: %1 poeng per runde</numerusform>
                <numerusform>de siste %n: %1 poeng per runde</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="349" />
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="501" />
            <source>All levels</source>
            <translation>Alle nivåer</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="89" />
            <source>Games left unfinished for a new one: they count as played and not won</source>
            <translation>Spill som ble avbrutt for et nytt: de telles som spilt, men ikke vunnet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="93" />
            <source>Games in which you took a move back</source>
            <translation>Spill der du angret et trekk</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="94" />
            <source>The points you won, over every hand played: a hand you lost counts as 0</source>
            <translation>Poengene du vant, fordelt på alle spilte runder: en runde du tapte, teller som 0</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="437" />
            <source>Forget every recorded hand and game? Your statistics start again from zero. This cannot be undone.</source>
            <translation>Slette alle registrerte spill og runder? Statistikken starter på null igjen. Dette kan ikke angres.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="441" />
            <source>Cancel</source>
            <translation>Avbryt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="473" />
            <source>Points won per hand (average)</source>
            <translation>Vunne poeng per spilt runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="481" />
            <source>&amp;Reset statistics…</source>
            <translation>Nulls&amp;till statistikken…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="483" />
            <source>&amp;Game history…</source>
            <translation>Spill&amp;historikk…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="493" />
            <source>&amp;Summary</source>
            <translation>&amp;Sammendrag</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="494" />
            <source>&amp;Charts</source>
            <translation>&amp;Diagrammer</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="496" />
            <source>&amp;Level:</source>
            <translation>&amp;Nivå:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="524" />
            <source>Won %1 to %2 on %3</source>
            <translation>Vant %1–%2 den %3</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="544" />
            <source>Your statistics could not be read.</source>
            <translation>Statistikken din kunne ikke leses.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="554" />
            <source>No finished games yet.</source>
            <translation>Ingen ferdige spill ennå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="555" />
            <source>Finish a game against the computer to start your record.</source>
            <translation>Fullfør et spill mot maskinen, så starter statistikken.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="558" />
            <source>You have won %1 of %n game(s).</source>
            <translation>
                <numerusform>Du har vunnet %1 av %n spill.</numerusform>
                <numerusform>Du har vunnet %1 av %n spill.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="563" />
            <source>Hands count from every game, finished or not; games only when finished.</source>
            <translation>Alle runder telles med, også fra spill som ikke er ferdige. Et spill telles først når det er ferdig.</translation>
        </message>
    </context>
    <context>
        <name>TableFeedback</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="54" />
            <source>Takes the %1</source>
            <translation>Tar %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="55" />
            <source>Passes</source>
            <translation>Passer</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="56" />
            <source>Draws from the stock</source>
            <translation>Trekker fra trekkbunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="57" />
            <source>Takes the %1 from the pile</source>
            <translation>Tar %1 fra kastebunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="60" />
            <source>Discards the %1</source>
            <translation>Kaster %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="61" />
            <source>Knocks!</source>
            <translation>Banker!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="62" />
            <source>Gin!</source>
            <translation>Gin!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="63" />
            <source>Big Gin!</source>
            <translation>Stor gin!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="64" />
            <source>Lays off the %1</source>
            <translation>Legger på %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="362" />
            <source>The computer took this card from the pile</source>
            <translation>Maskinen tok dette kortet fra kastebunken</translation>
        </message>
    </context>
    <context>
        <name>TableLook</name>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="77" />
            <source>Card si&amp;ze</source>
            <translation>Kort&amp;størrelse</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="20" />
            <source>&amp;Small</source>
            <translation>&amp;Små</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="21" />
            <source>&amp;Normal</source>
            <translation>&amp;Normale</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="22" />
            <source>&amp;Large</source>
            <translation>S&amp;tore</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="73" />
            <source>&amp;Table felt</source>
            <translation>Bor&amp;dfilt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="80" />
            <source>&amp;High-contrast table</source>
            <translation>&amp;Høy kontrast</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="102" />
            <source>The high-contrast table has its own felt; turn it off to choose one.</source>
            <translation>Høy kontrast bruker sin egen filt; slå av Høy kontrast for å velge en annen.</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="306" />
            <source>Gin!</source>
            <translation>Gin!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="303" />
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="308" />
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="310" />
            <source>Knock</source>
            <translation>Bank</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="306" />
            <source>every card in melds</source>
            <translation>alle kortene i kombinasjoner</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="308" />
            <source>gin only</source>
            <translation>bare gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="312" />
            <source>deadwood ≤ %1</source>
            <translation>dødkort ≤ %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="315" />
            <source>spade upcard: scores double</source>
            <translation>åpen spar: dobbel poengsum</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/drag.py" line="567" />
            <source>Cards are laid off only on the knocker's melds, not on the cards left out of them.</source>
            <translation>Kort kan bare legges på kombinasjonene til den som banket, ikke på dødkortene.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/drag.py" line="547" />
            <source>Cards never go back on the stock.</source>
            <translation>Kort legges aldri tilbake i trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/drag.py" line="557" />
            <source>To draw it, drop the card on your hand.</source>
            <translation>Slipp kortet på hånden din for å ta det.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/drag.py" line="695" />
            <source>Select a card first.</source>
            <translation>Velg et kort først.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="79" />
            <source> · dealer</source>
            <translation> · giver</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="84" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="93" />
            <source>cards: %1</source>
            <translation>kort: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="104" />
            <source>Deadwood: %1</source>
            <translation>Dødkort: %1 poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="109" />
            <source>Least deadwood after a discard: %1</source>
            <translation>Minst dødkort etter kast: %1 poeng</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="126" />
            <source>Stock: %1 cards</source>
            <translation>Trekkbunken: %1 kort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="132" />
            <source>Discard pile (%1)</source>
            <translation>Kastebunken (%1)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="145" />
            <source>Holds from the pile: %1</source>
            <translation>På hånden fra kastebunken: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="188" />
            <source>gin</source>
            <translation>gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="189" />
            <source>Big Gin</source>
            <translation>stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="191" />
            <source>knocked</source>
            <translation>banket</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="196" />
            <source>%1: %2, deadwood %3</source>
            <translation>%1: %2, dødkort %3</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="211" />
            <source>%1: deadwood %2</source>
            <translation>%1: dødkort %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="218" />
            <source>%1: deadwood %2, lay off on the melds above</source>
            <translation>%1: dødkort %2, legg på kombinasjonene over</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="233" />
            <source>The computer plays both hands.</source>
            <translation>Maskinen spiller begge hendene.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="236" />
            <source>The computer is thinking…</source>
            <translation>Maskinen tenker…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="237" />
            <source>The computer's turn</source>
            <translation>Maskinens tur</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="339" />
            <source>Both passed: draw from the stock.</source>
            <translation>Begge passet: trekk fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="344" />
            <source>Go Big Gin, or discard a card.</source>
            <translation>Gå ut med stor gin eller kast et kort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="346" />
            <source>Discard a card, or go gin.</source>
            <translation>Kast et kort eller gå ut med gin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="349" />
            <source>Discard a card.</source>
            <translation>Kast et kort.</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/view.py" line="191" />
            <source>Card table</source>
            <translation>Kortbord</translation>
        </message>
    </context>
    <context>
        <name>TallyWidget</name>
        <message numerus="yes">
            <source>%n box(es) won</source>
            <translation>
                <numerusform>%n vunnet boks</numerusform>
                <numerusform>%n vunne bokser</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/tally.py" line="197" />
            <source>Each box adds %1 points at the end of the game.</source>
            <translation>Hver boks gir %1 poeng ekstra når spillet er slutt.</translation>
        </message>
    </context>
    <context>
        <name>Texts</name>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="46" />
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="47" />
            <source>Computer</source>
            <translation>Maskinen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="72" />
            <source>CPU</source>
            <comment>the computer, in a narrow column's head</comment>
            <translation>Maskin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="76" />
            <source>Knock</source>
            <translation>Banking</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="77" />
            <source>Gin</source>
            <translation>Gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="78" />
            <source>Big Gin</source>
            <translation>Stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="79" />
            <source>Undercut</source>
            <translation>Undercut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="80" />
            <source>Tie</source>
            <translation>Uavgjort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="81" />
            <source>Void hand</source>
            <translation>Annullert runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="132" />
            <source>Deadwood difference</source>
            <translation>Forskjell i dødkort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="133" />
            <source>Gin bonus</source>
            <translation>Ginbonus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="134" />
            <source>Big Gin bonus</source>
            <translation>Bonus for stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="135" />
            <source>Undercut bonus</source>
            <translation>Undercutbonus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="136" />
            <source>Tie bonus</source>
            <translation>Bonus ved uavgjort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="137" />
            <source>Bonus for winning the hand</source>
            <translation>Bonus for vunnet runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="138" />
            <source>Doubled: the upcard was a spade</source>
            <translation>Doblet: det åpne kortet var spar</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="139" />
            <source>Points from hands</source>
            <translation>Poeng fra rundene</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="140" />
            <source>Game bonus</source>
            <translation>Spillbonus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="141" />
            <source>Shutout bonus</source>
            <translation>Spillbonus, taperen på null</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="142" />
            <source>Box bonus</source>
            <translation>Boksbonus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="143" />
            <source>Total</source>
            <translation>Sum</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="144" />
            <source>Difference</source>
            <translation>Forskjell</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="158" />
            <source>Box bonus (%1)</source>
            <translation>Boksbonus (%1)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="166" />
            <source>It is not your turn.</source>
            <translation>Det er ikke din tur.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="167" />
            <source>That move is not possible now.</source>
            <translation>Det kan du ikke gjøre nå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="168" />
            <source>That card is not in your hand.</source>
            <translation>Det kortet har du ikke på hånden.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="169" />
            <source>You may not discard the card you just took from the discard pile.</source>
            <translation>Du kan ikke kaste kortet du nettopp tok fra kastebunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="172" />
            <source>The last two cards of the stock are never drawn.</source>
            <translation>De to siste kortene i trekkbunken trekkes aldri.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="175" />
            <source>The discard pile is empty.</source>
            <translation>Kastebunken er tom.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="176" />
            <source>Both players declined the upcard: draw from the stock.</source>
            <translation>Ingen av dere tok det åpne kortet: trekk fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="179" />
            <source>You cannot knock: your deadwood would be %1, the limit is %2.</source>
            <translation>Du kan ikke banke: dødkortene dine ville vært %1, grensen er %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="183" />
            <source>Big Gin is not played with these rules.</source>
            <translation>Stor gin spilles ikke med disse reglene.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="186" />
            <source>Big Gin needs all eleven cards in melds.</source>
            <translation>Stor gin krever at alle elleve kortene er i kombinasjoner.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="182" />
            <source>That is not gin: your deadwood would be %1.</source>
            <translation>Det er ikke gin: dødkortene dine ville vært %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="71" />
            <source>You</source>
            <comment>a narrow column's head</comment>
            <translation>Du</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="145" />
            <source>Difference in game %1</source>
            <translation>Forskjell i spill %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="146" />
            <source>Match result</source>
            <translation>Kampens resultat</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="187" />
            <source>Only gin may end this hand: your deadwood would be %1.</source>
            <translation>Bare gin kan avslutte denne runden: dødkortene dine ville vært %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="190" />
            <source>Those cards do not form valid melds.</source>
            <translation>De kortene danner ikke gyldige kombinasjoner.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="191" />
            <source>There is no such meld.</source>
            <translation>Den kombinasjonen finnes ikke.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="192" />
            <source>That card does not fit that meld.</source>
            <translation>Kortet passer ikke i den kombinasjonen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="193" />
            <source>No laying off on gin.</source>
            <translation>Ingen pålegging på gin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="194" />
            <source>The hand is still being played.</source>
            <translation>Runden er ikke ferdigspilt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="195" />
            <source>The game is over.</source>
            <translation>Spillet er slutt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="196" />
            <source>That move is not part of the game.</source>
            <translation>Det trekket finnes ikke i spillet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="203" />
            <source>You cannot knock with the %3: your deadwood would be %1, the limit is %2.</source>
            <translation>Du kan ikke banke og kaste %3: du ville sittet igjen med %1 i dødkort, og grensen er %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="206" />
            <source>Throwing the %3 is not gin: your deadwood would be %1.</source>
            <translation>Å kaste %3 gir ikke gin: du ville sittet igjen med %1 i dødkort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="209" />
            <source>Only gin may end this hand: throwing the %3, your deadwood would be %1.</source>
            <translation>Bare gin kan avslutte denne runden: kaster du %3, sitter du igjen med %1 i dødkort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="231" />
            <source>There is no move of yours to take back.</source>
            <translation>Du har ikke noe trekk å angre.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="232" />
            <source>A new hand has been dealt: the moves of the last hand cannot be taken back.</source>
            <translation>Kortene til en ny runde er delt ut: trekkene i forrige runde kan ikke angres.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="235" />
            <source>You have seen the card you drew from the stock: that draw cannot be taken back.</source>
            <translation>Du har sett kortet du trakk fra trekkbunken: det trekket kan ikke angres.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="238" />
            <source>The hands have been laid open: the moves before cannot be taken back.</source>
            <translation>Hendene ligger åpne på bordet: tidligere trekk kan ikke angres.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="241" />
            <source>The game is over: nothing can be taken back.</source>
            <translation>Spillet er over: ingenting kan angres.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="242" />
            <source>The hand has been scored: its moves cannot be taken back.</source>
            <translation>Runden er allerede telt opp: trekkene i den kan ikke angres.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="267" />
            <source>The %1 does not fit that meld; it fits %2.</source>
            <translation>%1 passer ikke på den kombinasjonen, men på %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="279" />
            <source>Lay off the %1 first: the %2 fits %3 only after it.</source>
            <translation>Legg på %1 først: %2 passer ikke på rekken %3 før det ligger der.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="283" />
            <source>Lay off %1 first, in that order: the %2 fits %3 only after them.</source>
            <translation>Legg på %1 først, i den rekkefølgen: %2 passer ikke på rekken %3 før de ligger der.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="317" />
            <source>Take the face-up card, or pass.</source>
            <translation>Ta det åpne kortet eller pass.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="318" />
            <source>Draw a card from the stock or the discard pile.</source>
            <translation>Trekk et kort fra trekkbunken eller kastebunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="319" />
            <source>Discard a card, or knock.</source>
            <translation>Kast et kort eller bank.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="320" />
            <source>Lay off your cards on the knocker's melds, then finish.</source>
            <translation>Legg på kombinasjonene til den som banket, og avslutt så.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="323" />
            <source>The hand is over.</source>
            <translation>Runden er over.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="353" />
            <source>Standard (international)</source>
            <translation>Standard (internasjonal)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="354" />
            <source>Ginirommi (Finnish, 25 per hand)</source>
            <translation>Ginirommi (finsk, 25 per runde)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="355" />
            <source>Finnish, first method</source>
            <translation>Finsk, første metode</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="356" />
            <source>Finnish, second method</source>
            <translation>Finsk, andre metode</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="357" />
            <source>Finnish, simplified (to 150)</source>
            <translation>Finsk, forenklet (til 150)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="358" />
            <source>House rules</source>
            <translation>Husregler</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="390" />
            <source>%1 · Oklahoma</source>
            <comment>a preset with Oklahoma on</comment>
            <translation>%1 · Oklahoma</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="432" />
            <source>Beginner</source>
            <translation>Nybegynner</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="433" />
            <source>Intermediate</source>
            <translation>Middels</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="434" />
            <source>Advanced</source>
            <translation>Viderekommen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="435" />
            <source>Expert</source>
            <translation>Ekspert</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="436" />
            <source>Master</source>
            <translation>Mester</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="440" />
            <source>Unknown level</source>
            <translation>Ukjent nivå</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="453" />
            <source>Plays sensibly but misses chances: overlooks some melds, throws high cards.</source>
            <translation>Spiller fornuftig, men går glipp av sjanser: overser noen kombinasjoner og kaster høye kort.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="456" />
            <source>Takes the face-up card only for a meld and knocks as soon as it can.</source>
            <translation>Tar det åpne kortet bare når det gir en kombinasjon, og banker så snart den kan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="459" />
            <source>Remembers every card it sees, keeps safe discards and waits for a good knock.</source>
            <translation>Husker hvert kort den har sett, kaster trygge kort og venter med å banke til det lønner seg.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="462" />
            <source>Like Advanced, and at close calls it plays out guesses of your hand first.</source>
            <translation>Som Viderekommen, men ved vanskelige valg spiller den først gjennom gjetninger om kortene dine.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="465" />
            <source>Like Expert, and it weighs each close call and knock by its chance to win the game. From the hands already played it learns how soon you knock (it never sees your hidden cards).</source>
            <translation>Som Ekspert, men ved vanskelige valg og når den vurderer å banke, velger den ut fra sjansen for å vinne hele spillet. Av rundene som alt er spilt, lærer den hvor raskt du banker (de skjulte kortene dine ser den aldri).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="479" />
            <source>clubs</source>
            <translation>kløver</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="480" />
            <source>diamonds</source>
            <translation>ruter</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="481" />
            <source>hearts</source>
            <translation>hjerter</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="482" />
            <source>spades</source>
            <translation>spar</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="486" />
            <source>ace</source>
            <translation>ess</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="487" />
            <source>two</source>
            <translation>to</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="488" />
            <source>three</source>
            <translation>tre</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="489" />
            <source>four</source>
            <translation>fire</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="490" />
            <source>five</source>
            <translation>fem</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="491" />
            <source>six</source>
            <translation>seks</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="492" />
            <source>seven</source>
            <translation>sju</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="493" />
            <source>eight</source>
            <translation>åtte</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="494" />
            <source>nine</source>
            <translation>ni</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="495" />
            <source>ten</source>
            <translation>ti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="496" />
            <source>jack</source>
            <translation>knekt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="497" />
            <source>queen</source>
            <translation>dame</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="498" />
            <source>king</source>
            <translation>konge</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="530" />
            <source>%1 of %2</source>
            <comment>card name: rank, suit</comment>
            <translation>%2 %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="546" />
            <source>A reasonable move.</source>
            <translation>Et fornuftig trekk.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="547" />
            <source>The face-up card completes or builds a meld.</source>
            <translation>Det åpne kortet fullfører eller bygger på en kombinasjon.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="548" />
            <source>The face-up card does not help your hand.</source>
            <translation>Det åpne kortet hjelper ikke hånden din.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="549" />
            <source>The face-up card brings your hand closer to melds than a stock card would.</source>
            <translation>Med det åpne kortet er du nærmere kombinasjoner enn med et kort fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="552" />
            <source>The discard completes or builds a meld.</source>
            <translation>Kortet i kastebunken fullfører eller bygger på en kombinasjon.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="553" />
            <source>The discard brings your hand closer to melds than a stock card would.</source>
            <translation>Med kortet fra kastebunken er du nærmere kombinasjoner enn med et kort fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="557" />
            <source>It makes no meld, but it is lower than the card you can then throw: your deadwood goes down.</source>
            <translation>Det gir ingen kombinasjon, men det er lavere enn kortet du da kan kaste: dødkortsummen din går ned.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="563" />
            <source>Both players passed the face-up card, so it cannot be taken now.</source>
            <translation>Begge spillerne lot det åpne kortet ligge, så det kan ikke tas nå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="566" />
            <source>This leaves the least deadwood.</source>
            <translation>Slik blir det minst dødkort igjen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="567" />
            <source>Get rid of a high card that is not in a meld.</source>
            <translation>Bli kvitt et høyt kort som ikke er med i noen kombinasjon.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="576" />
            <source>Keep the cards that are close to a meld.</source>
            <translation>Behold kortene som nesten danner en kombinasjon.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="582" />
            <source>You could knock, but gin is close: keep playing.</source>
            <translation>Du kan banke, men du er nær gin: spill videre.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="583" />
            <source>Knocking now risks an undercut.</source>
            <translation>Banker du nå, risikerer du undercut.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="584" />
            <source>This card fits one of the knocker's melds.</source>
            <translation>Dette kortet passer på en av kombinasjonene til den som banket.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="600" />
            <source>The face-up card brings its hand closer to melds than a stock card would.</source>
            <translation>Med det åpne kortet er maskinen nærmere kombinasjoner enn med et kort fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="609" />
            <source>It makes no meld, but it is lower than the card it can then throw: its deadwood goes down.</source>
            <translation>Det gir ingen kombinasjon, men det er lavere enn kortet maskinen da kan kaste: maskinens dødkortsum går ned.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="660" />
            <source>Take the face-up %1</source>
            <translation>Ta det åpne kortet, %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="661" />
            <source>Take the %1 from the discard pile</source>
            <translation>Ta %1 fra kastebunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="788" />
            <source>Knocking with the %2 was better than with the %1 (deadwood %4, not %3).</source>
            <translation>Å banke med %2 var bedre enn med %1 (%4 i dødkort, ikke %3).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="794" />
            <source>It was worth about %2 points more on average.</source>
            <translation>Det ville gitt i snitt omtrent %2 poeng mer.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="888" />
            <source>Discard the %1 face up and play on, without knocking</source>
            <translation>Kast %1 med forsiden opp og spill videre uten å banke</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="894" />
            <source>Reading the game history…</source>
            <translation>Leser spillhistorikken…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="556" />
            <source>The discard does not help your hand.</source>
            <translation>Kortet i kastebunken hjelper ikke hånden din.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="571" />
            <source>A safer discard: the opponent is less likely to want it than the card you might otherwise throw.</source>
            <translation>Et tryggere kast: motspilleren har trolig mindre bruk for dette kortet enn for kortet du ellers ville kastet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="577" />
            <source>Your deadwood is low enough, and waiting for a lower count would not pay.</source>
            <translation>Du har lite nok dødkort, og det lønner seg ikke å vente på en lavere sum.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="580" />
            <source>Every card melds.</source>
            <translation>Alle kortene er i kombinasjoner.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="581" />
            <source>All eleven cards meld.</source>
            <translation>Alle elleve kortene er i kombinasjoner.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="586" />
            <source>Laying off would not lower your deadwood.</source>
            <translation>Pålegging ville ikke senke summen av dødkortene dine.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="587" />
            <source>This hand is over.</source>
            <translation>Denne runden er over.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="588" />
            <source>The best move found by looking ahead.</source>
            <translation>Det beste trekket når en regner flere trekk framover.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="589" />
            <source>At this score this is the safer way to win the game, though it scores fewer points.</source>
            <translation>Med denne stillingen er dette den tryggere veien til å vinne spillet, selv om det gir færre poeng.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="599" />
            <source>The face-up card does not help its hand.</source>
            <translation>Det åpne kortet hjelper ikke maskinens hånd.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="603" />
            <source>The discard brings its hand closer to melds than a stock card would.</source>
            <translation>Med kortet fra kastebunken er maskinen nærmere kombinasjoner enn med et kort fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="606" />
            <source>The discard does not help it: it draws from the stock.</source>
            <translation>Kortet i kastebunken hjelper den ikke: den trekker fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="614" />
            <source>It gets rid of a high card that is not in a meld.</source>
            <translation>Den blir kvitt et høyt kort som ikke er med i noen kombinasjon.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="617" />
            <source>It keeps the cards that are close to a meld.</source>
            <translation>Den beholder kortene som nesten danner en kombinasjon.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="618" />
            <source>Its deadwood is low enough: it knocks now.</source>
            <translation>Den har få nok dødkortpoeng til å banke, og banker nå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="619" />
            <source>Every card melds: it goes gin.</source>
            <translation>Alle kortene er i kombinasjoner: den går ut med gin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="620" />
            <source>It could knock, but gin is close: it plays on.</source>
            <translation>Den kan banke, men den er nær gin: den spiller videre.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="621" />
            <source>Knocking now would risk an undercut by you.</source>
            <translation>Banket den nå, kunne du ha gjort undercut.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="644" />
            <source>Take the face-up card</source>
            <translation>Ta det åpne kortet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="645" />
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="646" />
            <source>Draw from the stock</source>
            <translation>Trekk fra trekkbunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="647" />
            <source>Take the top of the discard pile</source>
            <translation>Ta øverste kort fra kastebunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="648" />
            <source>Discard the %1</source>
            <translation>Kast %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="649" />
            <source>Knock, discarding the %1</source>
            <translation>Bank og kast %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="650" />
            <source>Go gin, discarding the %1</source>
            <translation>Gå ut med gin og kast %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="651" />
            <source>Go Big Gin</source>
            <translation>Gå ut med stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="652" />
            <source>Lay off the %1</source>
            <translation>Legg på %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="653" />
            <source>Finish laying off</source>
            <translation>Ferdig med å legge på</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="654" />
            <source>Deal the next hand</source>
            <translation>Del ut kortene til neste runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="684" />
            <source>You took the face-up card</source>
            <translation>Du tok det åpne kortet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="685" />
            <source>%2 took the face-up card</source>
            <translation>%2 tok det åpne kortet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="687" />
            <source>You passed</source>
            <translation>Du passet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="687" />
            <source>%2 passed</source>
            <translation>%2 passet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="689" />
            <source>You drew from the stock</source>
            <translation>Du trakk fra trekkbunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="690" />
            <source>%2 drew from the stock</source>
            <translation>%2 trakk fra trekkbunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="693" />
            <source>You took the top of the discard pile</source>
            <translation>Du tok det øverste kortet fra kastebunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="694" />
            <source>%2 took the top of the discard pile</source>
            <translation>%2 tok det øverste kortet fra kastebunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="697" />
            <source>You discarded the %1</source>
            <translation>Du kastet %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="698" />
            <source>%2 discarded the %1</source>
            <translation>%2 kastet %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="701" />
            <source>You knocked, discarding the %1</source>
            <translation>Du banket og kastet %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="702" />
            <source>%2 knocked, discarding the %1</source>
            <translation>%2 banket og kastet %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="705" />
            <source>You went gin, discarding the %1</source>
            <translation>Du fikk gin og kastet %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="706" />
            <source>%2 went gin, discarding the %1</source>
            <translation>%2 fikk gin og kastet %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="709" />
            <source>You went Big Gin</source>
            <translation>Du fikk stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="710" />
            <source>%2 went Big Gin</source>
            <translation>%2 fikk stor gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="713" />
            <source>You laid off the %1</source>
            <translation>Du la på %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="714" />
            <source>%2 laid off the %1</source>
            <translation>%2 la på %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="717" />
            <source>You finished laying off</source>
            <translation>Du var ferdig med å legge på</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="718" />
            <source>%2 finished laying off</source>
            <translation>%2 var ferdig med å legge på</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="721" />
            <source>You dealt the next hand</source>
            <translation>Du delte ut kortene til neste runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="722" />
            <source>%2 dealt the next hand</source>
            <translation>%2 delte ut kortene til neste runde</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="732" />
            <source>You took the face-up %1</source>
            <translation>Du tok det åpne kortet, %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="733" />
            <source>%2 took the face-up %1</source>
            <translation>%2 tok det åpne kortet, %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="736" />
            <source>You took the %1 from the discard pile</source>
            <translation>Du tok %1 fra kastebunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="737" />
            <source>%2 took the %1 from the discard pile</source>
            <translation>%2 tok %1 fra kastebunken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="760" />
            <source>Discarding the %1 fed the computer's set (%2).</source>
            <translation>Da du kastet %1, fikk maskinen hjelp til like kort (%2).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="761" />
            <source>Discarding the %1 fed the computer's run (%2).</source>
            <translation>Da du kastet %1, fikk maskinen hjelp til en rekke (%2).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="762" />
            <source>Discarding the %1 was likely to help the computer.</source>
            <translation>Å kaste %1 hjalp trolig maskinen.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="763" />
            <source>You could have knocked here with %1, %n turn(s) before you did.</source>
            <translation>
                <numerusform>Du kunne ha banket her med %1, %n tur før du gjorde det.</numerusform>
                <numerusform>Du kunne ha banket her med %1, %n turer før du gjorde det.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="766" />
            <source>You could have knocked here with %1.</source>
            <translation>Du kunne ha banket her med %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="767" />
            <source>Knocking with %1 risked an undercut: the computer had taken the %2 from the pile.</source>
            <translation>Å banke med %1 innebar risiko for undercut: maskinen hadde tatt %2 fra kastebunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="770" />
            <source>Knocking with %1 risked an undercut.</source>
            <translation>Å banke med %1 innebar risiko for undercut.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="771" />
            <source>Knocking with %1 was too soon: playing on paid better.</source>
            <translation>Å banke med %1 var for tidlig: det hadde lønt seg å spille videre.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="774" />
            <source>You could have gone gin by discarding the %1.</source>
            <translation>Du kunne ha fått gin ved å kaste %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="775" />
            <source>You could have gone Big Gin.</source>
            <translation>Du kunne ha fått stor gin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="776" />
            <source>Taking the %1 was better than drawing from the stock.</source>
            <translation>Å ta %1 var bedre enn å trekke fra trekkbunken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="777" />
            <source>Leaving the %1 and drawing from the stock was better.</source>
            <translation>Det var bedre å la %1 ligge og trekke fra trekkbunken.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="778" />
            <source>Discarding the %1 kept %n more point(s) of deadwood than discarding the %2.</source>
            <translation>
                <numerusform>Å kaste %1 ga %n poeng mer i dødkort enn å kaste %2.</numerusform>
                <numerusform>Å kaste %1 ga %n poeng mer i dødkort enn å kaste %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="781" />
            <source>Discarding the %1 broke up your meld (%3); the %2 was the better discard.</source>
            <translation>Å kaste %1 ødela en ferdig kombinasjon (%3); %2 var et bedre kast.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="784" />
            <source>Discarding the %1 broke up a partial meld; the %2 was the better discard.</source>
            <translation>Å kaste %1 ødela en nesten ferdig kombinasjon; %2 var et bedre kast.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="787" />
            <source>The %2 was a better discard than the %1.</source>
            <translation>Det var bedre å kaste %2 enn %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="791" />
            <source>You could have laid off: %1.</source>
            <translation>Du kunne ha lagt på: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="792" />
            <source>Better move: %1 (about %2 points more on average).</source>
            <translation>Bedre trekk: %1 (i snitt omtrent %2 poeng mer).</translation>
        </message>
        <message numerus="yes">
            <source>%n box(es)</source>
            <translation>
                <numerusform>%n boks</numerusform>
                <numerusform>%n bokser</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TrainingDock</name>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="87" />
            <source>List the cards the computer &amp;took or passed over</source>
            <translation>&amp;List opp kortene maskinen tok eller lot ligge</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="91" />
            <source>Shade cards by discard &amp;safety</source>
            <translation>Skyggelegg kortene etter hvor &amp;trygge de er å kaste</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="90" />
            <source>Show the cards that can &amp;complete your melds</source>
            <translation>Vis kortene som kan &amp;fullføre kombinasjonene dine</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="76" />
            <source>Discard safety: %1 (%2%). How likely this card is to help the computer, from what you have seen.</source>
            <translation>Å kaste dette kortet: %1 (%2 %). Hvor sannsynlig det er at kortet hjelper maskinen, ut fra det du har sett.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="92" />
            <source>Show what each move is &amp;worth</source>
            <translation>Vis hva hvert trekk er &amp;verdt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="179" />
            <source>&amp;Training aids</source>
            <translation>Trenings&amp;hjelp</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="180" />
            <source>Training aids</source>
            <translation>Treningshjelp</translation>
        </message>
    </context>
    <context>
        <name>TrainingPanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="155" />
            <source>safe</source>
            <translation>trygt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="156" />
            <source>some risk</source>
            <translation>noe risiko</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="157" />
            <source>risky</source>
            <translation>risikabelt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="309" />
            <source>Training aids</source>
            <translation>Treningshjelp</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="310" />
            <source>The computer's pickups</source>
            <translation>Kort maskinen har tatt opp</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="312" />
            <source>Discard safety</source>
            <translation>Trygge kast</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="313" />
            <source>Cards the computer took or passed over</source>
            <translation>Kort maskinen tok eller lot ligge</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="311" />
            <source>Cards that can complete your partial melds</source>
            <translation>Kort som kan fullføre kombinasjonene dine</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="315" />
            <source>Partial melds and the cards that can still complete them</source>
            <translation>Halvferdige kombinasjoner og kortene som fortsatt kan fullføre dem</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="318" />
            <source>How likely each card is to help the computer</source>
            <translation>Hvor sannsynlig det er at hvert kort hjelper maskinen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="323" />
            <source>The percentage: the chance that the computer holds two cards that make a meld with the card, from what you have seen.</source>
            <translation>Prosenten: sjansen for at maskinen har to kort som danner en kombinasjon med kortet, ut fra det du har sett.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="336" />
            <source>Switch on a training aid in the Game menu.</source>
            <translation>Slå på en treningshjelp i Spill-menyen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="338" />
            <source>The aids appear when a hand is dealt.</source>
            <translation>Hjelpen vises når kortene er delt ut.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="343" />
            <source>The lists below count only what you have seen so far in this hand.</source>
            <translation>Listene nedenfor bygger bare på det du har sett så langt i denne runden.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="360" />
            <source>No more draws in this hand.</source>
            <translation>Det trekkes ikke flere kort i denne runden.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="365" />
            <source>No more discards in this hand.</source>
            <translation>Det kastes ikke flere kort i denne runden.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="385" />
            <source>taken, still held</source>
            <translation>tatt, fortsatt på hånden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="385" />
            <source>taken, thrown again</source>
            <translation>tatt, kastet igjen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="393" />
            <source>passed over</source>
            <translation>latt ligge</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="401" />
            <source>Nothing taken or passed over yet.</source>
            <translation>Ingenting tatt eller latt ligge ennå.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="409" />
            <source>No partial melds among your deadwood.</source>
            <translation>Ingen halvferdige kombinasjoner blant dødkortene dine.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="413" />
            <source>%n card(s) still available</source>
            <translation>
                <numerusform>%n kort igjen som passer</numerusform>
                <numerusform>%n kort igjen som passer</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="433" />
            <source>%1%</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="437" />
            <source>in a meld</source>
            <translation>i en kombinasjon</translation>
        </message>
    </context>
    <context>
        <name>WinSharesChart</name>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="84" />
            <source>Knock</source>
            <translation>Banking</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="85" />
            <source>Gin</source>
            <translation>Gin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="86" />
            <source>Undercut</source>
            <translation>Undercut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="87" />
            <source>Tie</source>
            <translation>Uavgjort</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="88" />
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="91" />
            <source>How the hands were won</source>
            <translation>Hvordan rundene ble vunnet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="89" />
            <source>No hands won yet</source>
            <translation>Ingen runder er vunnet ennå</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="99" />
            <source>%n hand(s) won</source>
            <translation>
                <numerusform>%n runde vunnet</numerusform>
                <numerusform>%n runder vunnet</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="112" />
            <source>Hands won</source>
            <translation>Vunne runder</translation>
        </message>
    </context>
</TS>
