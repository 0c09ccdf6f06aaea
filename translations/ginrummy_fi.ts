<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI" sourcelanguage="en">
    <context>
        <name>AbandonBox</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="34" />
            <source>New game</source>
            <translation>Uusi peli</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="36" />
            <source>Abandon the Hollywood match in progress?</source>
            <translation>Jätetäänkö käynnissä oleva Hollywood-ottelu kesken?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="39" />
            <source>The whole match – all three games, those already over too – is recorded in your history and statistics as abandoned: played, and not won.</source>
            <translation>Koko ottelu – kaikki kolme peliä, myös jo päättyneet – kirjataan pelihistoriaan ja tilastoihin kesken jätettynä: pelattuna, mutta ei voitettuna.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="45" />
            <source>Abandon the game in progress?</source>
            <translation>Jätetäänkö käynnissä oleva peli kesken?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="48" />
            <source>It is recorded in your history and statistics as abandoned: played, and not won.</source>
            <translation>Se kirjataan pelihistoriaan ja tilastoihin kesken jätettynä: pelattuna, mutta ei voitettuna.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="52" />
            <source>&amp;Abandon it</source>
            <translation>Jätä &amp;kesken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/abandon.py" line="53" />
            <source>&amp;Keep playing</source>
            <translation>J&amp;atka peliä</translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="359" />
            <source>About %1</source>
            <translation>Tietoja ohjelmasta %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="362" />
            <source>Version %1</source>
            <translation>Versio %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="364" />
            <source>Gin Rummy for one player against the computer, with the international rules and the Finnish and Norwegian house rules.</source>
            <translation>Gin Rummy yhdelle pelaajalle tietokonetta vastaan – kansainvälisillä säännöillä sekä suomalaisilla ja norjalaisilla sääntömuunnelmilla.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="367" />
            <source>Rules from Finnish and Norwegian rule texts.</source>
            <translation>Säännöt perustuvat suomalaisiin ja norjalaisiin sääntöteksteihin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="368" />
            <source>Licensed under the MIT licence.</source>
            <translation>Julkaistu MIT-lisenssillä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="369" />
            <source>Made with Qt for Python %1.</source>
            <translation>Tehty Qt for Python %1 -kirjastolla.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="373" />
            <source>Qt and Qt for Python are used under the GNU LGPL version 3. Their licences and the other third-party notices come with the game, in its “licenses” folder.</source>
            <translation>Qt:ta ja Qt for Python -kirjastoa käytetään GNU LGPL -lisenssin version 3 ehdoin. Niiden lisenssit ja muiden kolmannen osapuolen osien lisenssitiedot ovat pelin mukana sen ”licenses”-kansiossa.</translation>
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
            <translation>%1 ja %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="57" />
            <source>the run %1 of %2</source>
            <comment>ranks, suit</comment>
            <translation>%2värisuora %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="62" />
            <source>the set %1</source>
            <translation>samanarvoiset %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="69" />
            <source>%1, in %2</source>
            <comment>card, meld</comment>
            <translation>%1, ryhmässä: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="72" />
            <source>%1, in a set with %2</source>
            <translation>%1, samassa ryhmässä kuin %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="86" />
            <source>%1, deadwood</source>
            <translation>%1, ei ryhmässä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="95" />
            <source>discard pile: empty</source>
            <translation>avopakka: tyhjä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="98" />
            <source>discard pile: top card %1, %2</source>
            <translation>avopakka: päällimmäisenä %1, %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="105" />
            <source>stock: %n card(s)</source>
            <translation>
                <numerusform>umpipakka: %n kortti</numerusform>
                <numerusform>umpipakka: %n korttia</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="110" />
            <source>the computer's hand: %n card(s)</source>
            <translation>
                <numerusform>tietokoneen käsi: %n kortti</numerusform>
                <numerusform>tietokoneen käsi: %n korttia</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="114" />
            <source>, known to hold %1</source>
            <comment>cards it picked up</comment>
            <translation>, joukossa ainakin %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="121" />
            <source>deadwood %n point(s)</source>
            <translation>
                <numerusform>miinuspisteitä %n</numerusform>
                <numerusform>miinuspisteitä %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="129" />
            <source>You took the face-up %1.</source>
            <translation>Otit avatun kortin: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="130" />
            <source>The computer took the face-up %1.</source>
            <translation>Tietokone otti avatun kortin: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="133" />
            <source>You passed on the %1.</source>
            <translation>Et ottanut avattua korttia (%1).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="134" />
            <source>The computer passed on the %1.</source>
            <translation>Tietokone ei ottanut avattua korttia (%1).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="137" />
            <source>You drew from the stock.</source>
            <translation>Nostit umpipakasta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="138" />
            <source>The computer drew from the stock.</source>
            <translation>Tietokone nosti umpipakasta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="141" />
            <source>You drew the %1 from the stock.</source>
            <translation>Nostit umpipakasta: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="144" />
            <source>The computer drew the %1 from the stock.</source>
            <translation>Tietokone nosti umpipakasta: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="147" />
            <source>You took the %1 from the discard pile.</source>
            <translation>Otit avopakasta: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="150" />
            <source>The computer took the %1 from the discard pile.</source>
            <translation>Tietokone otti avopakasta: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="153" />
            <source>You discarded the %1.</source>
            <translation>Laitoit avopakkaan: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="154" />
            <source>The computer discarded the %1.</source>
            <translation>Tietokone laittoi avopakkaan: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="157" />
            <source>You knocked.</source>
            <translation>Lopetit.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="158" />
            <source>The computer knocked.</source>
            <translation>Tietokone lopetti.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="159" />
            <source>You knocked, discarding the %1 face down.</source>
            <translation>Lopetit ja laitoit avopakkaan kuvapuoli alaspäin: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="162" />
            <source>The computer knocked, discarding the %1 face down.</source>
            <translation>Tietokone lopetti ja laittoi avopakkaan kuvapuoli alaspäin: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="165" />
            <source>You went gin.</source>
            <translation>Lopetit ginillä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="166" />
            <source>The computer went gin.</source>
            <translation>Tietokone lopetti ginillä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="167" />
            <source>You went gin, discarding the %1 face down.</source>
            <translation>Lopetit ginillä ja laitoit avopakkaan kuvapuoli alaspäin: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="170" />
            <source>The computer went gin, discarding the %1 face down.</source>
            <translation>Tietokone lopetti ginillä ja laittoi avopakkaan kuvapuoli alaspäin: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="173" />
            <source>You went Big Gin.</source>
            <translation>Sait ison ginin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="174" />
            <source>The computer went Big Gin.</source>
            <translation>Tietokone sai ison ginin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="177" />
            <source>You laid off the %1.</source>
            <translation>Täydensit kortilla: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="178" />
            <source>The computer laid off the %1.</source>
            <translation>Tietokone täydensi kortilla: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="179" />
            <source>You won the game.</source>
            <translation>Voitit pelin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="180" />
            <source>The computer won the game.</source>
            <translation>Tietokone voitti pelin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="183" />
            <source>The stock is down to two cards: the hand is void.</source>
            <translation>Umpipakassa on enää kaksi korttia: jako raukeaa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="184" />
            <source>The hand is over: nobody scores.</source>
            <translation>Jako päättyi: kumpikaan ei saa pisteitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="185" />
            <source>The hand is over: you won it.</source>
            <translation>Jako päättyi: sinä voitit.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/accessibility.py" line="186" />
            <source>The hand is over: the computer won it.</source>
            <translation>Jako päättyi: tietokone voitti.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/accessibility.py" line="93" />
            <source>Your hand: %1</source>
            <translation>Kätesi: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n kortti</numerusform>
                <numerusform>%n korttia</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Actions</name>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="34" />
            <source>&amp;New game…</source>
            <translation>&amp;Uusi peli…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="36" />
            <source>Start a new game: rules, house rules and computer level</source>
            <translation>Aloita uusi peli: säännöt, omat säännöt ja tietokoneen taso</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="40" />
            <source>Play a &amp;deal by code…</source>
            <translation>Pelaa jako &amp;jakokoodilla…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="42" />
            <source>Start a new game whose first hand is the deal a code names</source>
            <translation>Aloita uusi peli, jonka ensimmäinen jako on jakokoodin mukainen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="46" />
            <source>Play &amp;again</source>
            <translation>Pelaa uu&amp;destaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="48" />
            <source>A new game with the same rules and computer level</source>
            <translation>Uusi peli samoilla säännöillä ja samalla tietokoneen tasolla</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="52" />
            <source>Sc&amp;ore pad…</source>
            <translation>Pistel&amp;ehtiö…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="54" />
            <source>Keep score of a game played with real cards</source>
            <translation>Pidä kirjaa oikeilla korteilla pelatun pelin pisteistä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="58" />
            <source>Ne&amp;xt hand</source>
            <translation>&amp;Seuraava jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="60" />
            <source>Deal the next hand</source>
            <translation>Aloita seuraava jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="64" />
            <source>&amp;Undo move</source>
            <translation>Kum&amp;oa siirto</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="66" />
            <source>Take back your last move, if it showed you no hidden card</source>
            <translation>Kumoa viimeisin siirtosi, jos se ei näyttänyt sinulle yhtään piilossa ollutta korttia</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="70" />
            <source>Allo&amp;w taking moves back</source>
            <translation>Salli siirtojen kumoa&amp;minen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="72" />
            <source>Let Undo take back a move (a game with a move taken back is marked)</source>
            <translation>Salli siirron kumoaminen (peli, jossa siirto on kumottu, merkitään)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="79" />
            <source>&amp;Hint</source>
            <translation>&amp;Vihje</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="81" />
            <source>Ask what the hint and review advisor (the Expert or the Master, in the Game menu) would play here, and why (the game counts as assisted)</source>
            <translation>Kysy, mitä vihjeiden ja läpikäynnin arvioija (Asiantuntija tai Mestari, Peli-valikossa) pelaisi tässä ja miksi (peli merkitään avustetuksi)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="89" />
            <source>&amp;Review hand</source>
            <translation>&amp;Käy jako läpi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="91" />
            <source>Step through the last hand with a review</source>
            <translation>Käy viimeisin jako läpi siirto siirrolta ja katso siirtojen arviot</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="95" />
            <source>What the computer &amp;knew…</source>
            <translation>Mitä tietokone t&amp;iesi…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="97" />
            <source>The computer's decisions in the last hand, and what it saw</source>
            <translation>Tietokoneen ratkaisut viime jaossa ja se, mitä se näki</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="101" />
            <source>&amp;Confirm knock and gin</source>
            <translation>Vahvista &amp;lopetus ja gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="103" />
            <source>Ask before a knock or gin ends the hand</source>
            <translation>Kysy varmistus ennen kuin lopetus tai gini päättää jaon</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="108" />
            <source>Show the computer's p&amp;ickups</source>
            <translation>Näytä tietokoneen &amp;nostot avopakasta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="110" />
            <source>Show the cards the computer took from the discard pile and still holds</source>
            <translation>Näytä kortit, jotka tietokone on ottanut avopakasta ja pitää yhä kädessään</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="117" />
            <source>&amp;Statistics…</source>
            <translation>&amp;Tilastot…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="119" />
            <source>Games played and won</source>
            <translation>Pelatut ja voitetut pelit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="123" />
            <source>Ga&amp;me history…</source>
            <translation>Pelihisto&amp;ria…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="125" />
            <source>Past games and hands: review them or play them again</source>
            <translation>Aiemmat pelit ja jaot: käy niitä läpi tai pelaa ne uudestaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="129" />
            <source>&amp;Quit</source>
            <translation>&amp;Poistu</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="131" />
            <source>Close the game (it is saved)</source>
            <translation>Sulje ohjelma (peli tallennetaan)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="136" />
            <source>&amp;Take the upcard</source>
            <translation>&amp;Ota avattu kortti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="138" />
            <source>Take the first face-up card</source>
            <translation>Ota avopakan ensimmäinen kortti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="142" />
            <source>&amp;Pass</source>
            <translation>&amp;Passaa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="144" />
            <source>Decline the first face-up card</source>
            <translation>Jätä avopakan ensimmäinen kortti ottamatta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="148" />
            <source>Draw from the &amp;stock</source>
            <translation>Nosta &amp;umpipakasta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="150" />
            <source>Draw the top card of the stock</source>
            <translation>Nosta umpipakan päällimmäinen kortti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="154" />
            <source>Take the &amp;discard</source>
            <translation>Ota &amp;avopakasta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="156" />
            <source>Take the top card of the discard pile</source>
            <translation>Ota avopakan päällimmäinen kortti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="160" />
            <source>Discard the selected card</source>
            <translation>Laita valittu kortti avopakkaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="162" />
            <source>Discard the selected card; the arrow keys select a card</source>
            <translation>Laita valittu kortti avopakkaan; kortin voi valita nuolinäppäimillä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="167" />
            <source>&amp;Knock with the selected card</source>
            <translation>&amp;Lopeta valitulla kortilla</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="169" />
            <source>Knock or go gin, discarding the selected card face down</source>
            <translation>Lopeta tai ilmoita gini; valittu kortti avopakkaan kuvapuoli alaspäin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="173" />
            <source>&amp;Big Gin</source>
            <translation>&amp;Iso gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="175" />
            <source>All eleven cards meld: go out without a discard</source>
            <translation>Kaikki yksitoista korttia ryhmissä: lopeta laittamatta korttia avopakkaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="179" />
            <source>&amp;Lay off the selected card</source>
            <translation>&amp;Täydennä valitulla kortilla</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="181" />
            <source>Add the selected card to a meld of the knocker</source>
            <translation>Lisää valittu kortti lopettajan ryhmään</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="185" />
            <source>&amp;Accept the best layoffs</source>
            <translation>&amp;Hyväksy parhaat täydennykset</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="187" />
            <source>Lay off what fits best and finish</source>
            <translation>Täydennä parhaiten sopivilla korteilla ja lopeta täydentäminen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="191" />
            <source>Do&amp;ne laying off</source>
            <translation>Täydentäminen &amp;valmis</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="193" />
            <source>Finish laying off; the hand is scored</source>
            <translation>Päätä täydentäminen; jaon pisteet lasketaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="197" />
            <source>Look through the discard p&amp;ile…</source>
            <translation>&amp;Katso avopakan kortit…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="199" />
            <source>See every card of the discard pile</source>
            <translation>Näytä kaikki avopakan kortit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="203" />
            <source>Sort by &amp;rank</source>
            <translation>Järj&amp;estä arvon mukaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="205" />
            <source>Sort your hand by rank</source>
            <translation>Järjestä käsikortit arvon mukaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="210" />
            <source>Sort by s&amp;uit</source>
            <translation>Järjestä &amp;maan mukaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="212" />
            <source>Sort your hand by suit</source>
            <translation>Järjestä käsikortit maan mukaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="217" />
            <source>Sort by &amp;melds</source>
            <translation>Järjestä &amp;ryhmien mukaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="219" />
            <source>Melds first, then deadwood</source>
            <translation>Ensin ryhmät, sitten ryhmiin kuulumattomat kortit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="224" />
            <source>&amp;Free arrangement</source>
            <translation>Vapaa järje&amp;stys</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="226" />
            <source>Keep the order you drag the cards into</source>
            <translation>Säilytä järjestys, johon vedät kortit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="232" />
            <source>&amp;Mute sounds</source>
            <translation>&amp;Mykistä äänet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="234" />
            <source>Turn the sound effects off or on</source>
            <translation>Äänitehosteet pois tai päälle</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="239" />
            <source>S&amp;coresheet</source>
            <translation>Piste&amp;taulukko</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="241" />
            <source>Show or hide the scoresheet</source>
            <translation>Näytä tai piilota pistetaulukko</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="246" />
            <source>F&amp;ull scoresheet…</source>
            <translation>Koko p&amp;istetaulukko…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="248" />
            <source>Every hand with its scoring lines; print or export</source>
            <translation>Kaikki jaot pisteriveineen; tulosta tai tallenna tiedostoon</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="252" />
            <source>&amp;Full screen</source>
            <translation>Koko &amp;näyttö</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="254" />
            <source>Use the whole screen</source>
            <translation>Käytä koko näyttöä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="260" />
            <source>&amp;How to play</source>
            <translation>&amp;Peliohjeet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="262" />
            <source>The rules of the game being played</source>
            <translation>Pelattavan pelin säännöt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="266" />
            <source>&amp;Keyboard keys</source>
            <translation>Pika&amp;näppäimet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="268" />
            <source>Every key of the game</source>
            <translation>Kaikki pelin näppäinkomennot</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="270" />
            <source>&amp;About</source>
            <translation>&amp;Tietoja</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="282" />
            <source>Select a card in your hand</source>
            <translation>Valitse kortti kädestäsi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="283" />
            <source>Move the selected card within your hand</source>
            <translation>Siirrä valittua korttia kädessäsi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="284" />
            <source>Select the first or the last card</source>
            <translation>Valitse ensimmäinen tai viimeinen kortti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="287" />
            <source>Move the selected card to the start or the end of your hand</source>
            <translation>Siirrä valittu kortti kätesi alkuun tai loppuun</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="291" />
            <source>Go to the buttons over the table; Return or Space presses the one chosen</source>
            <translation>Siirry pöydän painikkeisiin; paina valittua Enterillä tai välilyönnillä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="295" />
            <source>When the game is over: play again</source>
            <translation>Kun peli on päättynyt: pelaa uudestaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="296" />
            <source>Close the open dialog</source>
            <translation>Sulje avoinna oleva ikkuna</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="297" />
            <source>While you drag a card: put it back</source>
            <translation>Kun raahaat korttia: palauta se paikalleen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="298" />
            <source>Open the menus (the arrows go from menu to menu)</source>
            <translation>Avaa valikot (nuolinäppäimillä siirryt valikosta toiseen)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="302" />
            <source>After a hint: make the move it named</source>
            <translation>Vihjeen jälkeen: tee vihjeen ehdottama siirto</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/actions.py" line="306" />
            <source>%1 (not played with these rules)</source>
            <translation>%1 (ei pelata näillä säännöillä)</translation>
        </message>
    </context>
    <context>
        <name>AutoSaver</name>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="112" />
            <source>no permission to write to the folder %1</source>
            <translation>ei kirjoitusoikeutta kansioon %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="115" />
            <source>no permission to write to %1</source>
            <translation>ei kirjoitusoikeutta kohteeseen %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="116" />
            <location filename="../ginrummy_desktop/app/autosave.py" line="127" />
            <source>no permission to write there</source>
            <translation>kohteeseen ei ole kirjoitusoikeutta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="118" />
            <location filename="../ginrummy_desktop/app/autosave.py" line="125" />
            <source>the disk is full</source>
            <translation>levy on täynnä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="120" />
            <source>the disk can only be read</source>
            <translation>levylle ei voi kirjoittaa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="128" />
            <source>its file cannot be opened or written</source>
            <translation>sen tiedostoa ei voi avata tai siihen ei voi kirjoittaa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="172" />
            <source>The file could not be opened.</source>
            <translation>Tiedostoa ei voitu avata.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="173" />
            <source>You have no permission to read the file.</source>
            <translation>Sinulla ei ole lukuoikeutta tiedostoon.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="174" />
            <source>The file is incomplete or damaged.</source>
            <translation>Tiedosto on vajaa tai vioittunut.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="176" />
            <source>It was saved by a version of the game that this one does not know.</source>
            <translation>Sen on tallentanut pelin versio, jota tämä versio ei tunne.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="179" />
            <source>Its contents are not a game this version can continue.</source>
            <translation>Sen sisältö ei ole peli, jota tämä versio voisi jatkaa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="183" />
            <source>Your saved game could not be continued, so a new game starts.</source>
            <translation>Tallennettua peliäsi ei voitu jatkaa, joten aloitetaan uusi peli.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="186" />
            <source>The file was kept as %1.</source>
            <translation>Tiedosto säilytettiin nimellä %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="195" />
            <source>The last moves of your saved game could not be read: the game goes on from the last move that could be read.</source>
            <translation>Tallennetun pelisi viimeisiä siirtoja ei voitu lukea: peli jatkuu viimeisestä ehjästä siirrosta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="199" />
            <source>The damaged part was kept as %1.</source>
            <translation>Vioittunut osa säilytettiin nimellä %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="211" />
            <source>Your game history was written by a newer version of the game.</source>
            <translation>Pelihistoriasi on tallennettu pelin uudemmalla versiolla.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="213" />
            <source>Your game history could not be read.</source>
            <translation>Pelihistoriaasi ei voitu lukea.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/app/autosave.py" line="219" />
            <source>A new history was started with what could still be read of it: %n game(s).</source>
            <translation>
                <numerusform>Uusi historia aloitettiin niillä tiedoilla, jotka siitä vielä voitiin lukea: %n peli.</numerusform>
                <numerusform>Uusi historia aloitettiin niillä tiedoilla, jotka siitä vielä voitiin lukea: %n peliä.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="224" />
            <source>A new, empty history was started.</source>
            <translation>Aloitettiin uusi, tyhjä historia.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="226" />
            <source>The old file was kept as %1.</source>
            <translation>Vanha tiedosto säilytettiin nimellä %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="262" />
            <source>After hand %1: you %2, computer %3.</source>
            <translation>Jaon %1 jälkeen: sinulla %2, tietokoneella %3.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="264" />
            <source>Hand %1: you %2, computer %3.</source>
            <translation>Jako %1: sinulla %2, tietokoneella %3.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="279" />
            <source>game %1 %2–%3</source>
            <translation>peli %1 %2–%3</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="283" />
            <source>game %1 –</source>
            <comment>a Hollywood game no hand is written in yet</comment>
            <translation>peli %1 –</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="290" />
            <source>After hand %1 of a Hollywood match, you – computer: %2.</source>
            <translation>Hollywood-ottelun jaon %1 jälkeen, sinä – tietokone: %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="292" />
            <source>Hand %1 of a Hollywood match, you – computer: %2.</source>
            <translation>Hollywood-ottelun jako %1, sinä – tietokone: %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="309" />
            <source>Continue the game saved on %1?</source>
            <translation>Jatketaanko peliä, joka tallennettiin %1?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="311" />
            <source>Continue your unfinished game?</source>
            <translation>Jatketaanko keskeneräistä peliäsi?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="144" />
            <source>Your game history cannot be opened (%1). The game in play goes into it at a later start if it is still unfinished then; a game finished before that is not recorded.</source>
            <translation>Pelihistoriaasi ei voi avata (%1). Käynnissä oleva peli kirjataan siihen myöhemmällä käynnistyskerralla, jos se on silloin yhä kesken; sitä ennen päättyvää peliä ei kirjata.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="139" />
            <source>Your game history cannot be opened (%1). The results of your games wait in a file beside it and go into it once it can be opened again.</source>
            <translation>Pelihistoriaasi ei voi avata (%1). Pelien tulokset odottavat sen vieressä omassa tiedostossaan, ja ne kirjataan historiaan heti, kun sen voi taas avata.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="445" />
            <source>Results waiting to be written to your game history could not be read; they are not in it. The file was kept as %1.</source>
            <translation>Pelihistoriaan kirjaamista odottaneita tuloksia ei voitu lukea, joten niitä ei ole kirjattu historiaan. Tiedosto säilytettiin nimellä %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="516" />
            <source>Your saved game ended in the middle of a move (the game stopped while saving it, or the file was cut short): it goes on from the last whole move.</source>
            <translation>Tallennettu pelisi katkesi kesken siirron (peli pysähtyi kesken tallennuksen tai tiedosto jäi vajaaksi): peli jatkuu viimeisestä ehjästä siirrosta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="774" />
            <source>Your game history is in use by another program. The results are kept and written to it as soon as it is free.</source>
            <translation>Pelihistoriasi on toisen ohjelman käytössä. Tulokset säilytetään ja kirjataan historiaan heti, kun se vapautuu.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="784" />
            <source>The result could not be written to your game history (%1). It is kept and tried again.</source>
            <translation>Tulosta ei voitu kirjata pelihistoriaasi (%1). Se säilytetään, ja kirjaamista yritetään uudelleen.</translation>
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
            <translation>&amp;Jatka</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/resume.py" line="39" />
            <source>&amp;New game</source>
            <translation>&amp;Uusi peli</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/resume.py" line="61" />
            <source>%1 · computer: %2</source>
            <comment>the saved game's rules</comment>
            <translation>%1 · tietokone: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/resume.py" line="68" />
            <source> · duplicate against %1</source>
            <comment>after the saved game's rules and level</comment>
            <translation> · duplikaatti %1-tasoa vastaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/autosave.py" line="644" />
            <source>The game could not be saved (%1). It goes on, and saving is tried again after the next move.</source>
            <translation>Peliä ei voitu tallentaa (%1). Peli jatkuu, ja tallennusta yritetään uudelleen seuraavan siirron jälkeen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/resume.py" line="33" />
            <source>A new game records the saved one as abandoned.</source>
            <translation>Jos valitset Uusi peli, tallennettu peli kirjataan kesken jätetyksi.</translation>
        </message>
    </context>
    <context>
        <name>CardImages</name>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="28" />
            <source>&amp;Classic</source>
            <translation>&amp;Perinteinen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="29" />
            <source>&amp;Four colours</source>
            <translation>&amp;Neljä väriä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="32" />
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="39" />
            <source>&amp;Blue</source>
            <translation>&amp;Sininen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="33" />
            <source>&amp;Red</source>
            <translation>&amp;Punainen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="34" />
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="38" />
            <source>&amp;Green</source>
            <translation>&amp;Vihreä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="35" />
            <source>Black and g&amp;old</source>
            <translation>Musta ja &amp;kulta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="40" />
            <source>B&amp;urgundy</source>
            <translation>V&amp;iininpunainen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/card_images.py" line="41" />
            <source>&amp;Charcoal (dark)</source>
            <translation>&amp;Hiilenharmaa (tumma)</translation>
        </message>
    </context>
    <context>
        <name>Celebration</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="64" />
            <source>Gin!</source>
            <translation>Gini!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="65" />
            <source>Big Gin!</source>
            <translation>Iso gini!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="66" />
            <source>Undercut!</source>
            <translation>Alilyönti!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="67" />
            <source>You win the game!</source>
            <translation>Voitit pelin!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="256" />
            <source>Final totals %1 – %2</source>
            <translation>Loppupisteet %1 – %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="265" />
            <source>click or press a key to go on</source>
            <translation>jatka napsauttamalla tai painamalla näppäintä</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n piste</numerusform>
                <numerusform>%n pistettä</numerusform>
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
            <translation>kesken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="62" />
            <source>%1: %2</source>
            <comment>outcome: points</comment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="72" />
            <source>You knocked</source>
            <translation>Lopetit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="73" />
            <source>You went gin</source>
            <translation>Lopetit ginillä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="74" />
            <source>You went Big Gin</source>
            <translation>Sait ison ginin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="75" />
            <source>You knocked and were undercut</source>
            <translation>Lopetit, mutta jouduit alilyönnin kohteeksi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="78" />
            <source>%1 knocked</source>
            <comment>reference level</comment>
            <translation>%1 lopetti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="79" />
            <source>%1 went gin</source>
            <comment>reference level</comment>
            <translation>%1 lopetti ginillä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="80" />
            <source>%1 went Big Gin</source>
            <comment>reference level</comment>
            <translation>%1 sai ison ginin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="81" />
            <source>%1 knocked and was undercut</source>
            <comment>reference level</comment>
            <translation>%1 lopetti, mutta joutui alilyönnin kohteeksi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="84" />
            <source>The computer knocked</source>
            <translation>Tietokone lopetti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="85" />
            <source>The computer went gin</source>
            <translation>Tietokone lopetti ginillä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="86" />
            <source>The computer went Big Gin</source>
            <translation>Tietokone sai ison ginin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="87" />
            <source>The computer knocked and was undercut</source>
            <translation>Tietokoneen lopetus päättyi alilyöntiin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="101" />
            <source>nobody scored</source>
            <translation>kumpikaan ei saanut pisteitä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="105" />
            <source>won %1</source>
            <comment>you</comment>
            <translation>voitit %1 p.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="105" />
            <source>lost %1</source>
            <comment>you</comment>
            <translation>hävisit %1 p.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="108" />
            <source>won %1</source>
            <comment>reference level</comment>
            <translation>voitti %1 p.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="110" />
            <source>lost %1</source>
            <comment>reference level</comment>
            <translation>hävisi %1 p.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="114" />
            <source>you won %1</source>
            <translation>voitit %1 p.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="114" />
            <source>you lost %1</source>
            <translation>hävisit %1 p.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="117" />
            <source>%1 won %2</source>
            <comment>reference level, points</comment>
            <translation>%1 voitti %2 p.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="119" />
            <source>%1 lost %2</source>
            <comment>reference level, points</comment>
            <translation>%1 hävisi %2 p.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="150" />
            <source>%1: %2</source>
            <comment>how a play ended: what its player did: won or lost</comment>
            <translation>%1 ja %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="159" />
            <source>%1, %2</source>
            <comment>how a play ended: who knocked, who won</comment>
            <translation>%1, %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="55" />
            <source>A duplicate score is your result in a deal less %1's with the same cards and the same stock: above 0, you played them better. The total adds up the deals.</source>
            <translation>Duplikaattipisteet ovat tuloksesi jaossa miinus %1-tason tulos samoilla korteilla ja samalla umpipakalla: jos ne ovat yli 0, pelasit kortit paremmin. Kokonaistulos on kaikkien jakojen duplikaattipisteiden summa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="208" />
            <source>Duplicate against %1: %2</source>
            <comment>reference level, duplicate score</comment>
            <translation>Duplikaatti %1-tasoa vastaan: %2</translation>
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
            <translation>(jako oli jo päättynyt)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="236" />
            <source>The two plays were the same, move for move.</source>
            <translation>Molemmat pelasivat jaon siirto siirrolta samoin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="237" />
            <source>The plays parted at move %1.</source>
            <translation>Siirrosta %1 alkaen pelattiin eri tavalla.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="214" />
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="336" />
            <source>Duplicate against %1</source>
            <translation>Duplikaatti %1-tasoa vastaan</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="342" />
            <source>%1 is playing your cards… (%n move(s) so far)</source>
            <translation>
                <numerusform>%1 pelaa korteillasi… (%n siirto tähän mennessä)</numerusform>
                <numerusform>%1 pelaa korteillasi… (%n siirtoa tähän mennessä)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="176" />
            <source>With your cards: %1</source>
            <comment>the reference's play, how it ended</comment>
            <translation>Samoilla korteilla: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="180" />
            <source>%1 with your cards: %2</source>
            <comment>reference level: how its play ended</comment>
            <translation>%1 samoilla korteilla: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="368" />
            <source>total %1</source>
            <comment>duplicate total</comment>
            <translation>yhteensä %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="383" />
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="392" />
            <source>You</source>
            <translation>Sinä</translation>
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
            <translation>%1 sinun korteillasi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="394" />
            <source>Ended</source>
            <translation>Tulos</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="399" />
            <source>First difference</source>
            <translation>Ensimmäinen ero</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="364" />
            <source>Duplicate score: %1</source>
            <translation>Duplikaattipisteet: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/duplicate_compare.py" line="372" />
            <source>total %1 against %2</source>
            <comment>duplicate total</comment>
            <translation>yhteensä %1 (vertailu: %2)</translation>
        </message>
    </context>
    <context>
        <name>DealCodeBadge</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/deal_code_badge.py" line="66" />
            <source>Deal code %1</source>
            <translation>Jakokoodi %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/deal_code_badge.py" line="67" />
            <source>Play this deal again with Game → Play a deal by code.</source>
            <translation>Pelaa tämä jako uudelleen: Peli → Pelaa jako jakokoodilla.</translation>
        </message>
    </context>
    <context>
        <name>DealCodeDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="59" />
            <source>Type the code of a deal, for example %1.</source>
            <translation>Kirjoita jakokoodi, esimerkiksi %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="65" />
            <source>The code has %n character(s); a code has %1.</source>
            <translation>
                <numerusform>Koodissa on %n merkki; jakokoodissa on %1 merkkiä.</numerusform>
                <numerusform>Koodissa on %n merkkiä; jakokoodissa on %1 merkkiä.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="73" />
            <source>'%1' is not used in codes.</source>
            <translation>Merkkiä ”%1” ei käytetä jakokoodeissa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="76" />
            <source>Codes have no 0, O, 1, I or L: they read too much like others.</source>
            <translation>Jakokoodeissa ei ole merkkejä 0, O, 1, I eikä L, koska ne sekoittuvat helposti muihin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="81" />
            <source>A character is mistyped: check the code.</source>
            <translation>Jokin merkki on kirjoitettu väärin: tarkista koodi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="84" />
            <source>No deal has this code: check the code.</source>
            <translation>Millään jaolla ei ole tätä koodia: tarkista koodi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="217" />
            <source>From the other seat this deal's code is %1.</source>
            <translation>Tietokoneen paikalta pelattuna tämän jaon koodi on %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="245" />
            <source>Play a deal by code</source>
            <translation>Pelaa jako jakokoodilla</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="249" />
            <source>Type the code of a deal, for example %1. Small or capital letters, dashes and spaces do not matter.</source>
            <translation>Kirjoita jakokoodi, esimerkiksi %1. Isoilla ja pienillä kirjaimilla, väliviivoilla ja välilyönneillä ei ole väliä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="257" />
            <source>Deal code</source>
            <translation>Jakokoodi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="259" />
            <source>Play it from the other seat (you get the other player's cards)</source>
            <translation>Pelaa tietokoneen paikalta (saat sen kortit)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="266" />
            <source>A new game starts with this deal as its first hand: %1, computer: %2.</source>
            <translation>Alkaa uusi peli, jonka ensimmäinen jako on tämä jako: %1, tietokone: %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="276" />
            <source>Play this deal</source>
            <translation>Pelaa tämä jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/deal_code.py" line="279" />
            <source>Cancel</source>
            <translation>Peruuta</translation>
        </message>
    </context>
    <context>
        <name>DuplicateChart</name>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="59" />
            <source>Your duplicate average over the latest %n deal(s)</source>
            <translation>
                <numerusform>Duplikaattikeskiarvosi %n viimeisimmässä jaossa</numerusform>
                <numerusform>Duplikaattikeskiarvosi %n viimeisimmässä jaossa</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="60" />
            <source>Duplicate deals, oldest first</source>
            <translation>Duplikaattijaot, vanhin ensin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="62" />
            <source>No duplicate deals yet. Play a game with the Duplicate option: each deal is also played by a reference player with your cards, and your average shows here over time.</source>
            <translation>Ei vielä duplikaattijakoja. Pelaa peli duplikaattina: vertailupelaaja pelaa jokaisen jaon uudelleen sinun korteillasi, ja keskiarvosi näkyy tässä ajan mittaan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="67" />
            <source>Duplicate average over time</source>
            <translation>Duplikaattikeskiarvo ajan mittaan</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="78" />
            <source>Against %1: %2 points a deal after %n deal(s).</source>
            <translation>
                <numerusform>%1-tasoa vastaan: %2 pistettä jakoa kohden %n jaon jälkeen.</numerusform>
                <numerusform>%1-tasoa vastaan: %2 pistettä jakoa kohden %n jaon jälkeen.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="86" />
            <source>Reference player</source>
            <translation>Vertailupelaaja</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="87" />
            <source>Deal</source>
            <translation>Jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="88" />
            <source>Played</source>
            <translation>Pelattu</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="89" />
            <source>Duplicate score</source>
            <translation>Duplikaattipisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="90" />
            <source>Average so far</source>
            <translation>Keskiarvo tähän asti</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="91" />
            <source>Average of the latest %n</source>
            <translation>
                <numerusform>Keskiarvo, viimeisin %n jako</numerusform>
                <numerusform>Keskiarvo, viimeiset %n jakoa</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DuplicatePanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/duplicate.py" line="290" />
            <source>Show the numbers as a table</source>
            <translation>Näytä luvut taulukkona</translation>
        </message>
    </context>
    <context>
        <name>EquityPanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="32" />
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="34" />
            <source>Take the %1</source>
            <translation>Ota: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="33" />
            <source>Pass</source>
            <translation>Passaa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="35" />
            <source>Draw from the stock</source>
            <translation>Nosta umpipakasta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="36" />
            <source>Discard the %1</source>
            <translation>Laita avopakkaan: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="37" />
            <source>Knock with the %1</source>
            <translation>Lopeta, avopakkaan: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="38" />
            <source>Gin with the %1</source>
            <translation>Lopeta ginillä, avopakkaan: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="39" />
            <source>Big Gin</source>
            <translation>Iso gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="185" />
            <source>What your moves are worth</source>
            <translation>Siirtojesi arvo</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="187" />
            <source>Your moves, the best first, with what each is worth</source>
            <translation>Siirtosi, paras ensin, ja mitä kukin on arvoinen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="190" />
            <source>The best move first (★), then by your chance of winning the game; ≈: as good as the best, as far as the guessed deals can tell them apart.</source>
            <translation>Paras siirto ensin (★), sitten muut sen mukaan, kuinka todennäköisesti voitat pelin; ≈: yhtä hyvä kuin paras, sikäli kuin arvatuista jaoista voi päätellä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="197" />
            <source>Points: what the hand is expected to give you (minus: the computer scores). Game: your chance of winning the game from this score. Guessed from what you have seen only.</source>
            <translation>Pisteet: mitä jaon odotetaan tuovan sinulle (miinus: pisteet menevät tietokoneelle). Peli: mahdollisuutesi voittaa peli tästä tilanteesta. Arvioitu vain siitä, mitä olet nähnyt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="210" />
            <source>%1 points</source>
            <translation>%1 pistettä</translation>
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
            <translation>%1 · peli %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="160" />
            <source>“%3” rates another move best: %1 (%2).</source>
            <comment>%3: the aid's heading</comment>
            <translation>”%3” pitää parhaana toista siirtoa: %1 (%2).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="230" />
            <source>%1: %2, chance of winning the game %3</source>
            <translation>%1: %2, mahdollisuus voittaa peli %3</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="233" />
            <source>Best: %1</source>
            <translation>Paras: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="235" />
            <source>As good as the best, as far as the guessed deals tell: %1</source>
            <translation>Yhtä hyvä kuin paras, sikäli kuin arvatuista jaoista voi päätellä: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="246" />
            <source>Weighing your moves…</source>
            <translation>Siirtojasi arvioidaan…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="250" />
            <source>Only one move is open now: there is nothing to weigh.</source>
            <translation>Nyt on vain yksi mahdollinen siirto: arvioitavaa ei ole.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="252" />
            <source>The moves are weighed when it is your turn to draw or discard.</source>
            <translation>Siirrot arvioidaan, kun on vuorosi nostaa tai laittaa kortti avopakkaan.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="258" />
            <source>Weighing: %n deal(s) guessed so far…</source>
            <translation>
                <numerusform>Arvioidaan: %n arvattu jako tähän mennessä…</numerusform>
                <numerusform>Arvioidaan: %n arvattua jakoa tähän mennessä…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/training/equity.py" line="260" />
            <source>From %n deal(s) guessed from what you have seen.</source>
            <translation>
                <numerusform>Laskettu %n jaosta, jotka on arvattu näkemäsi perusteella.</numerusform>
                <numerusform>Laskettu %n jaosta, jotka on arvattu näkemäsi perusteella.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <location filename="../ginrummy_desktop/ui/common/files.py" line="77" />
            <source>%1 already exists. Do you want to replace it?</source>
            <translation>%1 on jo olemassa. Korvataanko se?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/files.py" line="87" />
            <source>Saved as %1.</source>
            <translation>Tallennettu: %1.</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <location filename="../ginrummy_desktop/app/controller.py" line="279" />
            <source>It is not your turn.</source>
            <translation>Nyt ei ole sinun vuorosi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/controller.py" line="300" />
            <source>There is nothing to lay off now.</source>
            <translation>Nyt ei ole mitään täydennettävää.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/controller.py" line="337" />
            <source>Taking moves back is switched off.</source>
            <translation>Siirtojen kumoaminen on poistettu käytöstä.</translation>
        </message>
    </context>
    <context>
        <name>GameOverPanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="243" />
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="193" />
            <source>You win the Hollywood match!</source>
            <translation>Voitit Hollywood-ottelun!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="180" />
            <source>Last deal: %1</source>
            <comment>its duplicate comparison</comment>
            <translation>Viimeinen jako: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="195" />
            <source>The computer wins the Hollywood match</source>
            <translation>Tietokone voitti Hollywood-ottelun</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="197" />
            <source>You win the game!</source>
            <translation>Voitit pelin!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="199" />
            <source>The computer wins the game</source>
            <translation>Tietokone voitti pelin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/celebration.py" line="251" />
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="200" />
            <source>Won by %1 points</source>
            <translation>Voitto %1 pisteen erolla</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="202" />
            <source>a shutout</source>
            <translation>nollapeli</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="206" />
            <source>a shutout, with no extra bonus under these rules</source>
            <translation>nollapeli, josta näissä säännöissä ei saa tavallista enempää lisäpisteitä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/game_over.py" line="228" />
            <source>Box bonus</source>
            <translation>Voitetuista jaoista</translation>
        </message>
    </context>
    <context>
        <name>HandReviewDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="70" />
            <source>Judged against the Expert's choices.</source>
            <translation>Siirtojasi verrattiin Asiantuntija-tason valintoihin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="71" />
            <source>Judged against the Master's choices.</source>
            <translation>Siirtojasi verrattiin Mestari-tason valintoihin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="503" />
            <source>Hand review</source>
            <translation>Jaon läpikäynti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="505" />
            <source>Review of hand %1</source>
            <translation>Jaon %1 läpikäynti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="507" />
            <source>First</source>
            <translation>Alkuun</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="508" />
            <source>◀ Previous</source>
            <translation>◀ Edellinen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="509" />
            <source>Next ▶</source>
            <translation>Seuraava ▶</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="510" />
            <source>Last</source>
            <translation>Loppuun</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="511" />
            <source>Previous move</source>
            <translation>Edellinen siirto</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="512" />
            <source>Next move</source>
            <translation>Seuraava siirto</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="513" />
            <source>First move</source>
            <translation>Ensimmäinen siirto</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="514" />
            <source>Last move</source>
            <translation>Viimeinen siirto</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="515" />
            <source>Go to where the plays parted</source>
            <translation>Siirry kohtaan, jossa pelit erosivat</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="516" />
            <source>Moves of the hand</source>
            <translation>Jaon siirrot</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="517" />
            <source>Both hands and the piles</source>
            <translation>Molemmat kädet ja pakat</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="518" />
            <source>Comment on the move</source>
            <translation>Kommentti siirrosta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="519" />
            <source>Judging your moves</source>
            <translation>Siirtojesi arviointi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="541" />
            <source>%1 (played in place of a move taken back)</source>
            <translation>%1 (pelattu kumotun siirron tilalle)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="559" />
            <source>You dealt; the face-up card is the %1.</source>
            <translation>Jaoit; avattu kortti on %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="561" />
            <source>The computer dealt; the face-up card is the %1.</source>
            <translation>Tietokone jakoi; avattu kortti on %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="584" />
            <source>You laid off nothing.</source>
            <translation>Et täydentänyt mitään.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="586" />
            <source>The computer laid off nothing.</source>
            <translation>Tietokone ei täydentänyt mitään.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="588" />
            <source>The computer</source>
            <comment>the subject of a sentence</comment>
            <translation>Tietokone</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="645" />
            <source>Judging your moves…</source>
            <translation>Arvioidaan siirtojasi…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="685" />
            <source>Once “What your moves are worth” has weighed all its deals, a move it marks best, or as good as the best, is not called a mistake here.</source>
            <translation>Kun ”Siirtojesi arvo” -apu on laskenut loppuun, läpikäynti ei kutsu virheeksi siirtoa, jonka se merkitsee parhaaksi tai parhaan veroiseksi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="544" />
            <source>%1 (a mistake)</source>
            <translation>%1 (virhe)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="570" />
            <source>Finished laying off.</source>
            <translation>Täydentäminen päättyi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="600" />
            <source>%1 with your cards</source>
            <translation>%1 sinun korteillasi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="602" />
            <source>The plays parted here. %1.</source>
            <translation>Tässä kohtaa pelattiin eri tavalla. %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="604" />
            <source>The plays parted here. In the other play: %1</source>
            <translation>Tässä kohtaa pelattiin eri tavalla. Toisella pelikerralla: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="607" />
            <source>The plays parted here. In the other play: %1.</source>
            <translation>Tässä kohtaa pelattiin eri tavalla. Toisella pelikerralla: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="621" />
            <source>Taken back before this move: %1</source>
            <translation>Ennen tätä siirtoa kumottiin: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="628" />
            <source>Judging…</source>
            <translation>Arvioidaan…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="630" />
            <source>Good: nothing was clearly better.</source>
            <translation>Hyvä: mikään ei ollut selvästi parempi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="636" />
            <source>The review failed: %1</source>
            <translation>Läpikäynti epäonnistui: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="641" />
            <source>Judging your moves… %1 of %2</source>
            <translation>Arvioidaan siirtojasi… %1/%2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="648" />
            <source>No clear mistakes in this hand.</source>
            <translation>Tässä jaossa ei ollut selviä virheitä.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="651" />
            <source>%n mistake(s), about %1 points lost in all.</source>
            <translation>
                <numerusform>%n virhe, joka maksoi noin %1 pistettä.</numerusform>
                <numerusform>%n virhettä, jotka maksoivat yhteensä noin %1 pistettä.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="655" />
            <source>A move counts as a mistake when another was better by at least %1 points on average, over %n deal(s) consistent with what you could see.</source>
            <translation>
                <numerusform>Siirto lasketaan virheeksi, jos jokin toinen siirto olisi tuottanut keskimäärin vähintään %1 pistettä enemmän. Keskiarvo on laskettu %n jaosta, joka sopii siihen, mitä näit.</numerusform>
                <numerusform>Siirto lasketaan virheeksi, jos jokin toinen siirto olisi tuottanut keskimäärin vähintään %1 pistettä enemmän. Keskiarvo on laskettu %n jaosta, jotka sopivat siihen, mitä näit.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="665" />
            <source>A move was taken back %n time(s) in this hand: the move played instead is marked ↶.</source>
            <translation>
                <numerusform>Tässä jaossa kumottiin siirto %n kerran: sen tilalle pelattu siirto on merkitty ↶.</numerusform>
                <numerusform>Tässä jaossa kumottiin siirtoja %n kertaa: niiden tilalle pelatut siirrot on merkitty ↶.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/dialog.py" line="699" />
            <source>%1: %2 scored %3 (%4).</source>
            <translation>%1: %2 +%3 p. (%4).</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="575" />
            <source>The history is in use by another program, perhaps another copy of the game. Open the game history again in a moment.</source>
            <translation>Pelihistoria on toisen ohjelman käytössä – ehkä peli on auki myös toisessa ikkunassa. Avaa pelihistoria hetken päästä uudelleen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="579" />
            <source>The history could not be read: %1</source>
            <translation>Historiaa ei voitu lukea: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="584" />
            <source>No games against the computer yet. Your score pad games are listed below.</source>
            <translation>Tietokonetta vastaan ei ole vielä pelattu. Pistelehtiöön kirjaamasi pelit näkyvät alla.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="587" />
            <source>No hands played yet.</source>
            <translation>Jakoja ei ole vielä pelattu.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="589" />
            <source>No game fits the choice above.</source>
            <translation>Valintaa vastaavia pelejä ei ole.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="590" />
            <source>Choose a hand to see how it was scored, or to deal it again.</source>
            <translation>Valitse jako nähdäksesi sen pisteet tai jakaaksesi sen uudelleen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="603" />
            <source>Hand %1 · deal number %2 · dealer: %3</source>
            <translation>Jako %1 · sekoitus nro %2 · jakaja: %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="609" />
            <source>%n move(s) recorded.</source>
            <translation>
                <numerusform>%n siirto tallennettu.</numerusform>
                <numerusform>%n siirtoa tallennettu.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="612" />
            <source>Deal code: %1</source>
            <translation>Jakokoodi: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="108" />
            <source>Games played with a hint or a training aid</source>
            <translation>Pelit, joissa käytettiin vihjettä tai harjoitusapua</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="213" />
            <source>unreadable</source>
            <translation>ei luettavissa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="599" />
            <source>Hand %1 · dealer: %2</source>
            <translation>Jako %1 · jakaja: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="615" />
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="815" />
            <source>A hint was asked for or a training aid switched on in this game.</source>
            <translation>Tässä pelissä kysyttiin vihjettä tai käytettiin harjoitusapua.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="621" />
            <source>A move was taken back %n time(s) in this hand.</source>
            <translation>
                <numerusform>Tässä jaossa kumottiin siirto %n kerran.</numerusform>
                <numerusform>Tässä jaossa kumottiin siirtoja %n kertaa.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="647" />
            <source>The same deal was also played from the other seat, as %1.</source>
            <translation>Sama jako pelattiin myös toiselta paikalta koodilla %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="652" />
            <source>The same deal was played %n more time(s) from this seat.</source>
            <translation>
                <numerusform>Sama jako pelattiin tältä paikalta vielä %n kerran.</numerusform>
                <numerusform>Sama jako pelattiin tältä paikalta vielä %n kertaa.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="660" />
            <source>&amp;Show:</source>
            <translation>&amp;Näytä:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="663" />
            <source>&amp;Level:</source>
            <translation>&amp;Taso:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="672" />
            <source>All levels</source>
            <translation>Kaikki tasot</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="682" />
            <source>Game history</source>
            <translation>Pelihistoria</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="684" />
            <source>Deal this hand again</source>
            <translation>Jaa tämä jako uudelleen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="685" />
            <source>What the computer knew</source>
            <translation>Mitä tietokone tiesi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="687" />
            <source>Each decision of the computer in this hand, with what it could see.</source>
            <translation>Tietokoneen jokainen päätös tässä jaossa ja se, mitä se näki.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="690" />
            <source>Start a new game whose first hand has exactly these cards.</source>
            <translation>Aloita uusi peli, jonka ensimmäisessä jaossa ovat täsmälleen nämä kortit.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="692" />
            <source>Play it from the other seat</source>
            <translation>Pelaa tietokoneen paikalta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="695" />
            <source>Start a new game whose first hand is this deal with the seats swapped: you get the computer's cards, the computer yours, from the same stock.</source>
            <translation>Aloita uusi peli, jonka ensimmäinen jako on tämä jako paikat vaihdettuina: saat tietokoneen kortit ja tietokone sinun korttisi, ja umpipakka on sama.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="699" />
            <source>Review this hand</source>
            <translation>Käy jako läpi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="701" />
            <source>Step through the hand move by move, both hands open.</source>
            <translation>Käy jako läpi siirto siirrolta, molempien kortit näkyvissä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="705" />
            <source>Close</source>
            <translation>Sulje</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="708" />
            <source>Played</source>
            <translation>Pelattu</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="709" />
            <source>Rules</source>
            <translation>Säännöt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="710" />
            <source>Level</source>
            <translation>Taso</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="711" />
            <source>Winner</source>
            <translation>Voittaja</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="712" />
            <source>How</source>
            <translation>Kesto / ratkaisu</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="713" />
            <source>Points</source>
            <translation>Pisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="714" />
            <source>Deal code</source>
            <translation>Jakokoodi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="787" />
            <source>won by %1</source>
            <comment>a Hollywood match's result</comment>
            <translation>voitti %1 pisteellä</translation>
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
            <translation>jätetty kesken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="827" />
            <source>save damaged</source>
            <comment>a game whose save was damaged</comment>
            <translation>tallenne vioittunut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="828" />
            <source>not finished</source>
            <translation>kesken</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="832" />
            <source>%n hand(s)</source>
            <translation>
                <numerusform>%n jako</numerusform>
                <numerusform>%n jakoa</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="835" />
            <source>%1 (assisted)</source>
            <comment>a game played with training aids</comment>
            <translation>%1 (avustettu)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="837" />
            <source>%1 (undo used)</source>
            <comment>a game in which a move was taken back</comment>
            <translation>%1 (siirto kumottu)</translation>
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
            <translation>%1 · duplikaatti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="806" />
            <source>This game was abandoned for a new one: it counts as not won.</source>
            <translation>Tämä peli jätettiin kesken uuden vuoksi, joten sitä ei lasketa voitetuksi.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="626" />
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="817" />
            <source>A move was taken back %n time(s) in this game.</source>
            <translation>
                <numerusform>Tässä pelissä kumottiin siirto %n kerran.</numerusform>
                <numerusform>Tässä pelissä kumottiin siirtoja %n kertaa.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="104" />
            <source>All games</source>
            <translation>Kaikki pelit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="105" />
            <source>Games you won</source>
            <translation>Voittamasi pelit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="106" />
            <source>Games you lost</source>
            <translation>Häviämäsi pelit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="107" />
            <source>Abandoned games</source>
            <translation>Kesken jätetyt pelit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="109" />
            <source>Games with a move taken back</source>
            <translation>Pelit, joissa kumottiin siirto</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="810" />
            <source>The save of this game was found damaged, so it could not be continued. It does not count as a game played; its hands still count.</source>
            <translation>Tämän pelin tallenne oli vioittunut, joten peliä ei voitu jatkaa. Sitä ei lasketa pelatuksi peliksi, mutta sen jaot lasketaan silti mukaan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/history.py" line="858" />
            <source>Hand %1</source>
            <translation>Jako %1</translation>
        </message>
    </context>
    <context>
        <name>KeyboardHelpDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="325" />
            <source>Keyboard keys</source>
            <translation>Pikanäppäimet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="327" />
            <source>You can play the whole game from the keyboard.</source>
            <translation>Koko peliä voi pelata pelkällä näppäimistöllä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="328" />
            <source>Key</source>
            <translation>Näppäin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="328" />
            <source>Action</source>
            <translation>Toiminto</translation>
        </message>
    </context>
    <context>
        <name>KnewDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="247" />
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="294" />
            <source>Checking…</source>
            <translation>Tarkistetaan…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="286" />
            <source>The check stopped: %1</source>
            <translation>Tarkistus keskeytyi: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="299" />
            <source>%1 of %n decision(s) the same in all %2 reshuffles.</source>
            <translation>
                <numerusform>%1/%n ratkaisusta pysyi samana kaikissa %2 uudessa sekoituksessa.</numerusform>
                <numerusform>%1/%n ratkaisusta pysyi samana kaikissa %2 uudessa sekoituksessa.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="319" />
            <source>identical</source>
            <translation>sama</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="319" />
            <source>differs</source>
            <translation>eri</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="359" />
            <source>none</source>
            <translation>ei yhtään</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="395" />
            <source>Stock: %n card(s)</source>
            <translation>
                <numerusform>Umpipakassa %n kortti</numerusform>
                <numerusform>Umpipakassa %n korttia</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="400" />
            <source>Why: …</source>
            <translation>Syy: …</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="403" />
            <source>%1. Why: %2</source>
            <comment>its move as done, and its reason</comment>
            <translation>%1. Syy: %2</translation>
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
            <translation>Sinun korttisi pöydässä lopetettuasi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="419" />
            <source>What the computer knew</source>
            <translation>Mitä tietokone tiesi</translation>
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
            <translation>Tietokoneen jokainen ratkaisu tässä jaossa ja se, mitä se näki: omat korttinsa, avopakan, kortit, jotka se näki sinun ottavan tai jättävän ottamatta, ja sen, montako korttia umpipakassa oli jäljellä. Muut korttisi ja umpipakka olivat sille kuvapuoli alaspäin. ”Tarkista” kysyy siltä uudelleen niin, että piilossa olleet korttisi ja umpipakka on jaettu toisin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="432" />
            <source>Its hand</source>
            <translation>Sen kortit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="433" />
            <source>Discard pile (top card last)</source>
            <translation>Avopakka (päällimmäinen viimeisenä)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="434" />
            <source>It saw you take</source>
            <translation>Näki sinun ottavan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="435" />
            <source>It saw you pass over</source>
            <translation>Näki sinun jättävän ottamatta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="415" />
            <source>Your hand, face down to it</source>
            <translation>Sinun korttisi, sille kuvapuoli alaspäin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="440" />
            <source>The computer's decisions</source>
            <translation>Tietokoneen ratkaisut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="447" />
            <source>Check it</source>
            <translation>Tarkista</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="450" />
            <source>Ask the computer each decision again %1 times, with the cards it could not see reshuffled (your hidden cards and the stock), all it could see the same.</source>
            <translation>Kysy tietokoneelta jokainen ratkaisu uudelleen %1 kertaa niin, että kortit, joita se ei nähnyt, sekoitetaan uudelleen (piilossa olleet korttisi ja umpipakka); kaikki sen näkemä pysyy samana.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/knew.py" line="456" />
            <source>Close</source>
            <translation>Sulje</translation>
        </message>
    </context>
    <context>
        <name>KnockDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="191" />
            <source>Go gin?</source>
            <translation>Lopetetaanko ginillä?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="192" />
            <source>Discard the %1 face down and go gin?</source>
            <translation>Laitetaanko %1 kuvapuoli alaspäin avopakkaan ja lopetetaan ginillä?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="194" />
            <source>Knock?</source>
            <translation>Lopetetaanko?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="195" />
            <source>Discard the %1 face down and knock with deadwood %2?</source>
            <translation>Laitetaanko %1 kuvapuoli alaspäin avopakkaan ja lopetetaan %2 miinuspisteellä?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="199" />
            <source>Your melds (the first leaves the fewest layoffs):</source>
            <translation>Ryhmittelyt (ensimmäinen jättää vähiten täydennettävää):</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="203" />
            <source>Do not ask again (the Game menu can turn it back on)</source>
            <translation>Älä kysy uudelleen (voit muuttaa tämän Peli-valikosta)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="204" />
            <source>&amp;Go gin</source>
            <translation>&amp;Lopeta ginillä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="204" />
            <source>K&amp;nock</source>
            <translation>&amp;Lopeta jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/knock.py" line="205" />
            <source>&amp;Keep playing</source>
            <translation>J&amp;atka peliä</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <location filename="../ginrummy_desktop/ui/window/language_menu.py" line="52" />
            <source>Sys&amp;tem language (%1)</source>
            <translation>Järjestelmän &amp;kieli (%1)</translation>
        </message>
    </context>
    <context>
        <name>LessonController</name>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/controller.py" line="83" />
            <source>Moves are not taken back in the lesson.</source>
            <translation>Oppitunnilla siirtoja ei voi kumota.</translation>
        </message>
    </context>
    <context>
        <name>LessonLauncher</name>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/launcher.py" line="70" />
            <source>&amp;Learn to play…</source>
            <translation>&amp;Opettele pelaamaan…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/launcher.py" line="72" />
            <source>Knock or &amp;wait for gin?</source>
            <translation>&amp;Lopettaa vai odottaa giniä?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/launcher.py" line="73" />
            <source>&amp;Undercuts and layoffs</source>
            <translation>&amp;Alilyönnit ja täydentäminen</translation>
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
            <translation>Opettele pelaamaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="52" />
            <source>Step %1 of %2</source>
            <translation>Vaihe %1/%2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="55" />
            <source>Show me</source>
            <translation>Näytä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="58" />
            <source>Next</source>
            <translation>Seuraava</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="61" />
            <source>Skip lesson</source>
            <translation>Ohita oppitunti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="64" />
            <source>Close lesson</source>
            <translation>Sulje oppitunti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="79" />
            <source>Do it on the table, or press Show me.</source>
            <translation>Tee se pöydällä tai paina Näytä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="101" />
            <source>These ten cards are your hand. Gather them into melds — sets of three or four of a kind, and runs of three or more in one suit — because every card left outside a meld counts against you as deadwood.</source>
            <translation>Tässä ovat kätesi kymmenen korttia. Kokoa niistä ryhmiä – kolme tai neljä samanarvoista korttia tai vähintään kolmen kortin värisuora – sillä jokaisesta ryhmiin kuulumattomasta kortista tulee sinulle miinuspisteitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="107" />
            <source>The computer dealt, so the first face-up card, the 7♥, is offered to you first. With your 7♣ and 7♦ it makes three sevens: take it.</source>
            <translation>Tietokone jakoi, joten sinä saat ensin päättää, otatko avatun kortin, 7♥. Siitä ja korteistasi 7♣ ja 7♦ tulee kolmoset: ota se.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="112" />
            <source>Three sevens are a set, your first meld. Cards in a meld count nothing against you.</source>
            <translation>Kolme seiskaa on kolmoset, ensimmäinen ryhmäsi. Ryhmiin kuuluvista korteista ei tule miinuspisteitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="117" />
            <source>A card taken from the discard pile may not be thrown back in the same turn, so the 7♥ stays in your hand for now.</source>
            <translation>Avopakasta otettua korttia ei saa laittaa takaisin avopakkaan samalla vuorolla, joten 7♥ jää toistaiseksi käteesi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="132" />
            <source>The 6♠ joins your 4♠ and 5♠: three in a row in one suit is a run. A run can keep growing at either end; the ace is always low (A‑2‑3, never Q‑K‑A).</source>
            <translation>6♠ jatkaa kortteja 4♠ ja 5♠: kolme peräkkäistä samaa maata olevaa korttia on värisuora. Sitä voi jatkaa kummastakin päästä; ässä on aina pieni (A‑2‑3, ei Q‑K‑A).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="145" />
            <source>You may end the hand only with gin here: every card in melds.</source>
            <translation>Näillä säännöillä saat lopettaa vain ginillä, eli kun kaikki korttisi kuuluvat ryhmiin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="148" />
            <source>You may knock once a discard leaves %1 or less.</source>
            <translation>Saat lopettaa, kun heiton jälkeen miinuspisteitä on enintään %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="161" />
            <source>The computer threw the 9♥ — the nine you were waiting for. Take it from the discard pile: a card you can see and need is worth more than a blind draw.</source>
            <translation>Tietokone laittoi avopakkaan kortin 9♥ – juuri sen ysin, jota odotit. Ota se avopakasta: kortti, jonka näet ja jota tarvitset, on parempi kuin sokkona umpipakasta nostettu.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="167" />
            <source>Now you have three melds. Discard the 6♥ and only the 2♣ is left: %1 deadwood, and at most %2 lets you knock.</source>
            <translation>Nyt sinulla on kolme ryhmää. Kun laitat kortin 6♥ pois, jäljelle jää vain 2♣: %1 miinuspistettä. Lopettaa saa, kun miinuspisteitä on enintään %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="175" />
            <source>The first upcard was a spade, so this hand scores double.</source>
            <translation>Avopakan ensimmäinen kortti oli pata, joten tämän jaon pisteet lasketaan kaksinkertaisina.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="181" />
            <source>Had every card fitted a meld after the discard, the knock spot would say Gin: %1 extra points, and the computer could not lay off on your melds.</source>
            <translation>Jos kaikki korttisi kuuluisivat heiton jälkeen ryhmiin, Lopetus-alueella lukisi ”Gini!”: ginistä saa %1 lisäpistettä, eikä tietokone saisi täydentää ryhmiäsi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="191" />
            <source>With all eleven cards in melds before the discard it is Big Gin, worth %1.</source>
            <translation>Jos kaikki yksitoista korttia sopivat ryhmiin jo ennen kuin laitat kortin pois, kyseessä on iso gini, josta saa %1 pistettä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="200" />
            <source>Drag the 6♥ onto the knock spot. It goes face down, you show your melds, and the hand ends.</source>
            <translation>Vedä 6♥ Lopetus-alueelle. Kortti laitetaan kuvapuoli alaspäin, ryhmäsi näytetään ja jako päättyy.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="205" />
            <source>Before the count, the defender may add cards to the knocker's melds. The computer laid its 3♠ off on your run, so that card no longer counts against it.</source>
            <translation>Ennen pisteiden laskemista vastapuoli saa täydentää lopettajan ryhmiä. Tietokone täydensi värisuoraasi kortilla 3♠, joten siitä ei enää tule sille miinuspisteitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="213" />
            <source>Every hand's points are written on the scoresheet. The first to reach %1 wins the game.</source>
            <translation>Jokaisen jaon pisteet merkitään pistetaulukkoon. Ensimmäisenä %1 pisteeseen ehtinyt voittaa pelin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="222" />
            <source>Each hand you win is a box, marked in the tally. When the game ends, every box is worth %1 more — to both players.</source>
            <translation>Jokaisesta voittamastasi jaosta merkitään taulukkoon viiva. Pelin lopussa kumpikin pelaaja saa jokaisesta voittamastaan jaosta %1 lisäpistettä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="228" />
            <source>Each hand you win is a box, marked in the tally; with these rules boxes earn nothing extra at the end, they only show who won which hand.</source>
            <translation>Jokaisesta voittamastasi jaosta merkitään viiva taulukkoon. Näillä säännöillä voitetuista jaoista ei saa lopussa lisäpisteitä; merkinnät vain näyttävät, kuka voitti minkäkin jaon.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="233" />
            <source>Press Next hand. The deal passes to you, so this time the computer is offered the first upcard.</source>
            <translation>Paina Seuraava jako. Nyt on sinun vuorosi jakaa, joten tällä kertaa tietokone saa ensin päättää, ottaako se avatun kortin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="245" />
            <source>The computer drew and knocked at once, with %1 deadwood (at most %2 is allowed). Your own melds are laid out for you; now you may lay off cards on the computer's melds.</source>
            <translation>Tietokone nosti kortin ja lopetti saman tien %1 miinuspisteellä (enintään %2 on sallittu). Omat ryhmäsi on jo aseteltu näkyviin; nyt saat täydentää tietokoneen ryhmiä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="254" />
            <source>Your 6♦ continues the computer's 3♦ 4♦ 5♦. Drag it onto that run: a card laid off no longer counts against you.</source>
            <translation>Korttisi 6♦ jatkaa tietokoneen värisuoraa 3♦ 4♦ 5♦. Vedä se värisuoran jatkoksi: kortista, jolla täydennät, ei enää tule sinulle miinuspisteitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="259" />
            <source>With the 6♦ there, the run now ends at 6 — so your 7♦ fits too. Lay it off as well.</source>
            <translation>Nyt kun 6♦ on paikallaan, värisuora päättyy kuutoseen, joten myös 7♦ sopii siihen. Täydennä myös sillä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="264" />
            <source>A set of three takes the fourth card of its rank: lay your K♠ off on the computer's kings.</source>
            <translation>Kolmoset voi täydentää neljännellä samanarvoisella kortilla: lisää K♠ tietokoneen kuninkaiden joukkoon.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="269" />
            <source>Nothing else fits. Your run 9♣ 10♣ J♣ stays your own meld; press Done laying off to count the hand.</source>
            <translation>Muita sopivia kortteja ei ole. Värisuorasi 9♣ 10♣ J♣ jää omaksi ryhmäksesi; paina Täydentäminen valmis, niin jaon pisteet lasketaan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="277" />
            <source>Two hands on the sheet: you have %1, the computer %2. Play goes on hand by hand until someone reaches %3.</source>
            <translation>Pistetaulukossa on nyt kaksi jakoa: sinulla on %1 ja tietokoneella %2 pistettä. Peli jatkuu jako kerrallaan, kunnes jompikumpi ehtii %3 pisteeseen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="288" />
            <source>One box each. At the end the winner adds %1 for the game, each player %2 per box, and the difference of the two totals is the result.</source>
            <translation>Kummallakin on nyt yksi voitettu jako. Pelin lopussa voittaja saa %1 lisäpistettä ja kumpikin pelaaja %2 pistettä jokaisesta voittamastaan jaosta; pelin tulos on pistesummien erotus.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="297" />
            <source>One won hand each. At the end the winner adds %1 for the game, and the difference of the two totals is the result.</source>
            <translation>Kumpikin on voittanut yhden jaon. Pelin lopussa voittaja saa %1 lisäpistettä, ja pelin tulos on pistesummien erotus.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="303" />
            <source>One won hand each. At the end the difference of the two totals is the result.</source>
            <translation>Kumpikin on voittanut yhden jaon. Pelin tulos on lopussa pistesummien erotus.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="138" />
            <source>Your cards outside melds add up to %1; the discard that leaves the fewest points would bring it to %2.</source>
            <translation>Ryhmien ulkopuolisista korteistasi tulee %1 miinuspistettä. Kun laitat yhden kortin avopakkaan, niitä jää parhaimmillaan %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="67" />
            <source>Leave the lesson at step %1 of %2?</source>
            <translation>Ohitetaanko oppitunnin loppu vaiheessa %1/%2?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="70" />
            <source>Taken again from the Help menu, it starts from its first step.</source>
            <translation>Kun aloitat oppitunnin uudelleen Ohje-valikosta, se alkaa ensimmäisestä vaiheesta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="73" />
            <source>&amp;Leave the lesson</source>
            <translation>&amp;Ohita oppitunti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="76" />
            <source>&amp;Go on with it</source>
            <translation>&amp;Jatka oppituntia</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="86" />
            <source>Keyboard: %1.</source>
            <comment>the key of the step's move, e.g. S</comment>
            <translation>Näppäimistöllä: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="88" />
            <source>Keyboard: ← → to the %1, then %2.</source>
            <comment>choose the card with the arrows, a key</comment>
            <translation>Näppäimistöllä: valitse %1 nuolinäppäimillä ← → ja paina sitten %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="122" />
            <source>Every turn ends with a discard. The K♠ counts 10 and fits nothing: drag it onto the discard pile, or double-click it.</source>
            <translation>Jokainen vuoro päättyy heittoon. K♠ on 10 miinuspisteen arvoinen eikä sovi mihinkään ryhmään: vedä se avopakkaan tai kaksoisnapsauta sitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="127" />
            <source>The computer drew and threw the Q♣, which does nothing for you. Draw the top card of the stock instead: drag it into your hand, or click it.</source>
            <translation>Tietokone nosti ja heitti avopakkaan kortin Q♣, josta ei ole sinulle hyötyä. Nosta sen sijaan umpipakan päällimmäinen kortti: vedä se käteesi tai napsauta sitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="152" />
            <source>An ace counts 1, a face card 10, any other card its number.</source>
            <translation>Ässä on 1, kuvakortti 10, muut numeronsa mukaan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="156" />
            <source>Throw the 8♣, not a nine, though a nine would leave a point less: the 9♦ and 9♠ need only one more nine to become a set, while the 8♣ has no partner.</source>
            <translation>Laita avopakkaan 8♣, älä ysiä, vaikka ysin heittäminen jättäisi pisteen vähemmän: kortit 9♦ ja 9♠ tarvitsevat enää yhden ysin, niin niistä tulee kolmoset, mutta kortilla 8♣ ei ole paria.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="238" />
            <source>The computer passed the Q♦, and now it is offered to you. It makes no meld (with your Q♠ it is only a pair): pass. When both pass, the non-dealer (here the computer) draws from the stock.</source>
            <translation>Tietokone jätti kortin Q♦ ottamatta; nyt päätös on sinun. Siitä ei tule ryhmää (korttisi Q♠ kanssa vain pari): passaa. Kun kumpikin passaa, etumies eli jakajan vastapuoli (nyt tietokone) nostaa umpipakasta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="307" />
            <source>That is the whole game in small. Try “Knock or wait for gin?” and “Undercuts and layoffs” next, from the Help menu, or start a real game.</source>
            <translation>Siinä oli koko peli pienoiskoossa. Kokeile seuraavaksi Ohje-valikosta oppitunteja ”Lopettaa vai odottaa giniä?” ja ”Alilyönnit ja täydentäminen” tai aloita oikea peli.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="311" />
            <source>In a game, Game → Hint (H) suggests a move and Undo move (%1) takes one back.</source>
            <translation>Oikeassa pelissä Peli → Vihje (H) ehdottaa siirtoa ja Kumoa siirto (%1) peruu viimeisimmän siirtosi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="319" />
            <source>The computer kept %1 deadwood, you %2: you win the hand and score %3.</source>
            <translation>Tietokoneelle jäi %1 miinuspistettä, sinulle %2: voitit jaon ja saat %3 pistettä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="327" />
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="355" />
            <source>That includes %1 for winning the hand.</source>
            <translation>Summaan sisältyy %1 pistettä jaon voittamisesta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="331" />
            <source>Had it been %1 or less, it would have undercut you and scored %2 extra.</source>
            <translation>Jos tietokoneelle olisi jäänyt %1 miinuspistettä tai vähemmän, se olisi voittanut jaon alilyönnillä ja saanut lisäksi %2 hyvityspistettä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="335" />
            <source>Had it been less than %1, it would have undercut you and scored %2 extra.</source>
            <translation>Jos tietokoneelle olisi jäänyt vähemmän kuin %1 miinuspistettä, se olisi voittanut jaon alilyönnillä ja saanut lisäksi %2 hyvityspistettä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="344" />
            <source>Your layoffs cut your deadwood from %1 to %2. The computer knocked with %3, so it wins %4 — without the layoffs it would have been many more.</source>
            <translation>Täydentäminen vähensi miinuspisteitäsi: niitä oli %1, nyt enää %2. Tietokone lopetti %3 miinuspisteellä, joten se saa %4 pistettä – ilman täydentämistä se olisi saanut paljon enemmän.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="358" />
            <source>Getting down to %1 or less would have been an undercut for you.</source>
            <translation>Enintään %1 miinuspisteellä olisit voittanut jaon alilyönnillä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="360" />
            <source>Getting below %1 would have been an undercut for you.</source>
            <translation>Alle %1 miinuspisteellä olisit voittanut jaon alilyönnillä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="391" />
            <source>That was the lesson: press Close lesson to go back to your game.</source>
            <translation>Oppitunti päättyi tähän: palaa peliisi painamalla Sulje oppitunti.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="393" />
            <source>Read this first, then press Next.</source>
            <translation>Lue tämä ensin ja paina sitten Seuraava.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="394" />
            <source>This step waits for your move — or press Show me.</source>
            <translation>Tässä vaiheessa odotetaan siirtoasi – tai paina Näytä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="395" />
            <source>Take it: the 7♥ makes three sevens with your cards.</source>
            <translation>Ota se: 7♥ tekee kolmoset kahden seiskasi kanssa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="396" />
            <source>Pass: this card fits nothing in your hand.</source>
            <translation>Passaa: kortti ei sovi käteesi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="397" />
            <source>That card does not help you; draw from the stock.</source>
            <translation>Kortista ei ole sinulle hyötyä; nosta umpipakasta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="399" />
            <source>The top card of the discard pile completes a meld: take it.</source>
            <translation>Avopakan päällimmäinen kortti tekee ryhmän valmiiksi: ota se.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="401" />
            <source>Keep that card: it is part of a meld.</source>
            <translation>Pidä tämä kortti: se kuuluu ryhmään.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="402" />
            <source>Keep that card: one more card makes it a meld.</source>
            <translation>Pidä tämä kortti: vielä yksi sopiva kortti, niin siitä tulee ryhmä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="403" />
            <source>Throw the marked card first: it costs more.</source>
            <translation>Laita ensin avopakkaan merkitty kortti: siitä tulee enemmän miinuspisteitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="404" />
            <source>You can knock now: drop the marked card on the knock spot.</source>
            <translation>Voit lopettaa nyt: pudota merkitty kortti Lopetus-alueelle.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="405" />
            <source>Knock with the marked card: it leaves less deadwood.</source>
            <translation>Lopeta merkityllä kortilla: silloin miinuspisteitä jää vähemmän.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="407" />
            <source>Not yet: you still have a card that fits the computer's melds.</source>
            <translation>Ei vielä: sinulla on vielä kortti, joka sopii tietokoneen ryhmiin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="409" />
            <source>That fits too — lay off the marked card first.</source>
            <translation>Sekin sopii – täydennä ensin merkityllä kortilla.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="410" />
            <source>The lesson is over.</source>
            <translation>Oppitunti on päättynyt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="412" />
            <source>In this lesson, do what the mark shows — or press Show me.</source>
            <translation>Tee tällä oppitunnilla niin kuin merkki näyttää – tai paina Näytä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="419" />
            <source>Your rules allow only gin; this lesson lets you knock. Your own games keep your rules.</source>
            <translation>Sääntöjesi mukaan jaon saa lopettaa vain ginillä; tällä oppitunnilla saat lopettaa myös ilman giniä. Omissa peleissäsi noudatetaan edelleen omia sääntöjäsi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="425" />
            <source>Your knock limit is lower than this lesson needs; it uses %1 here. Your own games keep your rules.</source>
            <translation>Lopetusrajasi on pienempi kuin tämä oppitunti vaatii, joten tässä raja on %1. Omissa peleissäsi noudatetaan edelleen omia sääntöjäsi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="431" />
            <source>In this lesson the deal alternates.</source>
            <translation>Tällä oppitunnilla jakaja vaihtuu joka jaon jälkeen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="432" />
            <source>The lesson plays to %1 so the game does not end early.</source>
            <translation>Oppitunnilla pelataan %1 pisteeseen, ettei peli pääty liian aikaisin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="436" />
            <source>New to Gin Rummy?</source>
            <translation>Onko ginirommi sinulle uusi peli?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="440" />
            <source>Would you like a guided first game? It takes a few minutes, shows every part of the table, and you can skip it at any step. It is always in Help → Learn to play.</source>
            <translation>Haluatko pelata ensimmäisen pelin opastettuna? Se vie muutaman minuutin ja esittelee pöydän kaikki osat, ja voit ohittaa sen missä vaiheessa tahansa. Löydät sen aina kohdasta Ohje → Opettele pelaamaan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="446" />
            <source>Your first game is against the Beginner, the computer's gentlest level. Game → Computer level changes it.</source>
            <translation>Ensimmäisessä pelissäsi vastassa on Aloittelija, tietokoneen helpoin taso. Tasoa voi vaihtaa kohdasta Peli → Tietokoneen taso.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="453" />
            <source>Knock or wait for gin?</source>
            <translation>Lopettaa vai odottaa giniä?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="454" />
            <source>Undercuts and layoffs</source>
            <translation>Alilyönnit ja täydentäminen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="461" />
            <source>You drew the K♦. Throw it and only the 2♣ is left: you can knock with %1 now, or discard the K♦ and hope for gin. What do you do?</source>
            <translation>Nostit kortin K♦. Jos laitat sen pois, jäljelle jää vain 2♣: voit lopettaa heti %1 miinuspisteellä tai laittaa kuninkaan avopakkaan ja toivoa giniä. Mitä teet?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="469" />
            <source>The computer knocked with %1. You hold %2 in deadwood. How much do you lay off?</source>
            <translation>Tietokone lopetti %1 miinuspisteellä. Sinulla on %2 miinuspistettä. Kuinka monella kortilla täydennät?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="477" />
            <source>Your hand, its melds first; on the right the discard pile, its top card last.</source>
            <translation>Kätesi, ryhmät ensin; oikealla avopakka, päällimmäinen kortti viimeisenä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="481" />
            <source>Discard pile</source>
            <translation>Avopakka</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="484" />
            <source>Above: the computer's melds and deadwood. Below: your hand.</source>
            <translation>Ylhäällä tietokoneen ryhmät ja ryhmiin kuulumattomat kortit, alhaalla kätesi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="489" />
            <source>Knock with the K♦</source>
            <translation>Lopeta kortilla K♦</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="490" />
            <source>Discard the K♦ and wait for gin</source>
            <translation>Laita K♦ avopakkaan ja odota giniä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="491" />
            <source>Nothing: finish now</source>
            <translation>En yhdelläkään: valmis</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="492" />
            <source>The 9♥ on the run and the 5♣ on the fives</source>
            <translation>9♥ värisuoraan ja 5♣ vitosiin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="493" />
            <source>The 9♥, then the 10♥ after it, and the 5♣</source>
            <translation>9♥, sen perään 10♥ ja lisäksi 5♣</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="498" />
            <source>Right.</source>
            <translation>Oikein.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="498" />
            <source>Not the best choice.</source>
            <translation>Ei paras valinta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="507" />
            <source>Knock. Only %1 of the %2 cards that would give you gin are still unseen (the others lie in the discard pile), so your next draw brings gin only %1 times in %3. The computer would need %4 or less to undercut your %5, and it has taken nothing from the discard pile. Here knocking scores %6; had you waited, the computer would have gone gin first: %7.</source>
            <translation>Lopeta. Niistä %2 kortista, jotka toisivat ginin, vain %1 on vielä näkemättä (loput ovat avopakassa), joten saat seuraavalla nostolla ginin vain todennäköisyydellä %1/%3. Tietokone voittaisi jaon alilyönnillä vain, jos sille jäisi miinuspisteitä enintään %4 (sinulla on %5), eikä se ole ottanut avopakasta yhtään korttia. Lopettamalla saat tästä jaosta %6 pistettä; jos olisit jäänyt odottamaan, tietokone olisi ehtinyt saada ginin ensin, ja sinulle olisi tullut jaosta %7 pistettä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/texts.py" line="527" />
            <source>Lay off all three. Once the 9♥ extends the run, the 10♥ fits after it; with the 5♣ on the fives you are left with %1, below the computer's %2: an undercut worth %3 to you, %4 of it the undercut bonus. Laying off only what fits at first sight leaves %5 and loses %6; laying off nothing loses %7.</source>
            <translation>Täydennä kaikilla kolmella. Kun 9♥ on jatkanut värisuoraa, 10♥ sopii sen perään, ja kun vielä 5♣ menee vitosiin, sinulle jää %1 miinuspistettä eli vähemmän kuin tietokoneella (%2). Se on alilyönti: saat %3 pistettä, joista %4 on alilyöntihyvitystä. Jos täydennät vain korteilla, jotka sopivat heti, sinulle jää %5 miinuspistettä ja menetät %6 pistettä; ilman täydentämistä menetät %7 pistettä.</translation>
        </message>
    </context>
    <context>
        <name>LevelChartsPanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/level_panel.py" line="60" />
            <source>Show the numbers as tables</source>
            <translation>Näytä luvut taulukkoina</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="86" />
            <source>&amp;Slow</source>
            <translation>&amp;Hidas</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="87" />
            <source>&amp;Normal</source>
            <translation>&amp;Normaali</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="88" />
            <source>&amp;Fast</source>
            <translation>N&amp;opea</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="89" />
            <source>&amp;Instant</source>
            <translation>&amp;Välitön</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="279" />
            <source>The reference could not play this deal: it gets no duplicate score.</source>
            <translation>Vertailupelaaja ei voinut pelata tätä jakoa: siitä ei tule duplikaattipisteitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="826" />
            <source>That hand cannot be shown: its moves were not kept.</source>
            <translation>Jakoa ei voi näyttää: sen siirtoja ei ole tallessa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="894" />
            <source>Close the game?</source>
            <translation>Suljetaanko peli?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="888" />
            <source>Your game could not be saved (%1). If you close now, it is lost.</source>
            <translation>Peliäsi ei voitu tallentaa (%1). Jos suljet pelin nyt, se menetetään.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="896" />
            <source>&amp;Close and lose it</source>
            <translation>&amp;Sulje tallentamatta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="897" />
            <source>&amp;Keep playing</source>
            <translation>J&amp;atka peliä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1198" />
            <source>No sound: this computer has no sound output the game can use.</source>
            <translation>Ei ääntä: tässä tietokoneessa ei ole äänilaitetta, jota peli voisi käyttää.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1206" />
            <source>&amp;Game</source>
            <translation>&amp;Peli</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1207" />
            <source>Computer &amp;level</source>
            <translation>Tietokoneen t&amp;aso</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1213" />
            <source>&amp;Play</source>
            <translation>&amp;Siirrot</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1214" />
            <source>&amp;View</source>
            <translation>&amp;Näytä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1215" />
            <source>&amp;Deck</source>
            <translation>Ko&amp;rttipakka</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1218" />
            <source>Card &amp;back</source>
            <translation>Kortin &amp;selkä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1221" />
            <source>Animation &amp;speed</source>
            <translation>&amp;Animaation nopeus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1224" />
            <source>Show deal c&amp;ode</source>
            <translation>Näytä jakokoo&amp;di</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1226" />
            <source>The code of the deal in play, in a corner of the table.</source>
            <translation>Käynnissä olevan jaon koodi pöydän kulmassa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/window.py" line="387" />
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1228" />
            <source>&amp;Language</source>
            <translation>&amp;Kieli</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/window.py" line="388" />
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1229" />
            <source>&amp;Help</source>
            <translation>&amp;Ohje</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/lessons/window.py" line="385" />
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1231" />
            <source>Scoresheet</source>
            <translation>Pistetaulukko</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/main_window.py" line="1247" />
            <source>%1 · computer: %2 · hand %3</source>
            <translation>%1 · tietokone: %2 · jako %3</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/__main__.py" line="201" />
            <source>Your unfinished game goes on. Game → New game starts a fresh one.</source>
            <translation>Keskeneräinen pelisi jatkuu. Peli → Uusi peli aloittaa uuden.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/dialogs.py" line="105" />
            <source>No hint now: it is not your move.</source>
            <translation>Ei vihjettä nyt: ei ole sinun vuorosi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/dialogs.py" line="141" />
            <source>It fits the knocker's %1.</source>
            <comment>a meld, by its cards: 7♥ 8♥ 9♥</comment>
            <translation>Se sopii ryhmään %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/dialogs.py" line="146" />
            <source>Hint: %1. %2</source>
            <translation>Vihje: %1. %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/dialogs.py" line="151" />
            <source>You could knock now, but playing on is judged better.</source>
            <translation>Voisit lopettaa jo nyt, mutta arvioijan mukaan peliä kannattaa vielä jatkaa.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="397" />
            <source>The international rules: gin 25, undercut 25, 25 per box won, to 100 with a game bonus of 100.</source>
            <translation>Kansainväliset säännöt: gini 25, alilyönti 25, jokaisesta voitetusta jaosta 25, peli 100 pisteeseen ja voittajalle 100 lisäpistettä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="402" />
            <source>Ginirommi: 25 points at once to the winner of each hand, Big Gin 31, no box bonus.</source>
            <translation>Ginirommi: jaon voittaja saa heti 25 pistettä, iso gini 31, voitetuista jaoista ei lisäpisteitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="406" />
            <source>Gin 20, undercut 10 (a tie is no undercut), 20 per box won, game bonus 100 or 200 for a shutout.</source>
            <translation>Gini 20, alilyönti 10 (tasapeli ei ole alilyönti), voitetusta jaosta 20, voittajalle 100 tai nollapelistä 200.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="411" />
            <source>Gin 25, undercut 20, a tie gives the defender 10, 20 per box won, game bonus 100 or 200 for a shutout.</source>
            <translation>Gini 25, alilyönti 20, tasoissa vastapuoli saa 10, voitetusta jaosta 20, pelivoitosta 100 tai nollapelistä 200.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="416" />
            <source>The winner of each hand gets 20 plus the difference, gin 20 more, undercut 10; the game goes to 150.</source>
            <translation>Jaon voittaja saa 20 pistettä ja erotuksen, gini 20 lisää, alilyönti 10; peli päättyy 150 pisteeseen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="421" />
            <source>Your own combination of the rules below.</source>
            <translation>Oma yhdistelmäsi alla olevista säännöistä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="35" />
            <source>Players take turns</source>
            <translation>Vuorotellen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="36" />
            <source>The loser of the hand</source>
            <translation>Jaon hävinnyt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="355" />
            <source>New game</source>
            <translation>Uusi peli</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="356" />
            <source>&amp;Rules:</source>
            <translation>&amp;Säännöt:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="358" />
            <source>A set of rules from the Finnish and Norwegian rule texts.</source>
            <translation>Sääntökokonaisuus suomalaisten ja norjalaisten sääntötekstien mukaan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="362" />
            <source>&amp;Opponent:</source>
            <translation>&amp;Vastustaja:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="363" />
            <source>How well the computer plays.</source>
            <translation>Kuinka taitavasti tietokone pelaa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="373" />
            <source>Du&amp;plicate: each deal played again by</source>
            <translation>&amp;Duplikaatti: jokaisen jaon pelaa uudelleen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="375" />
            <source>The reference player plays every deal again from your seat, with your cards and the same stock, against the same computer. Your duplicate score is your result minus the reference's: how well you played the cards you got.</source>
            <translation>Vertailupelaaja pelaa jokaisen jaon uudelleen sinun paikaltasi samoilla korteilla ja samalla umpipakalla samaa tietokonetta vastaan. Duplikaattipisteesi ovat oma tuloksesi miinus vertailupelaajan tulos: kuinka hyvin pelasit saamasi kortit.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="386" />
            <source>Ending a hand</source>
            <translation>Jaon lopettaminen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="532" />
            <source>&amp;Knock limit at most (Oklahoma):</source>
            <translation>&amp;Lopetusraja enintään (Oklahoma):</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="531" />
            <source>&amp;Knock limit (deadwood):</source>
            <translation>&amp;Lopetusraja (miinuspisteet):</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="318" />
            <source>%1 goes from %2 to %3.</source>
            <comment>a rule's name, its least and most</comment>
            <translation>%1: arvo voi olla %2–%3.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="389" />
            <source>The most deadwood a player may have left when knocking. With Oklahoma, the first upcard's value where that is lower.</source>
            <translation>Kuinka paljon miinuspisteitä lopettajalle saa enintään jäädä. Oklahomassa raja on ensimmäisen avatun kortin arvo, jos se on pienempi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="392" />
            <source>Straight gin (no knocking, only gin)</source>
            <translation>Suora gini (lopettaa saa vain ginillä)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="393" />
            <source>Oklahoma (the first upcard sets the knock limit)</source>
            <translation>Oklahoma (avopakan ensimmäinen kortti määrää lopetusrajan)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="396" />
            <source>The value of the first face-up card is the knock limit (an ace: gin only); a spade doubles the points of the hand.</source>
            <translation>Avopakan ensimmäisen kortin arvo on lopetusraja (ässä: vain gini); jos kortti on pata, jaon pisteet tuplataan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="400" />
            <source>Big Gin, bonus:</source>
            <translation>Iso gini, lisäpisteet:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="402" />
            <source>All eleven cards in melds after drawing: out without discarding.</source>
            <translation>Kaikki yksitoista korttia ryhmissä noston jälkeen: lopetus laittamatta korttia avopakkaan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="404" />
            <source>Laying off allowed on gin</source>
            <translation>Täydentäminen sallittu myös ginin jälkeen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="406" />
            <source>Scoring a hand</source>
            <translation>Jaon pisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="407" />
            <source>&amp;Gin bonus:</source>
            <translation>&amp;Ginibonus:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="408" />
            <source>&amp;Undercut bonus:</source>
            <translation>&amp;Alilyöntihyvitys:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="410" />
            <source>Extra points to a defender who has less deadwood than the knocker.</source>
            <translation>Lisäpisteet vastapuolelle, jolla on vähemmän miinuspisteitä kuin lopettajalla.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="412" />
            <source>A tie counts as an undercut</source>
            <translation>Tasapeli lasketaan alilyönniksi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="413" />
            <source>T&amp;ie bonus to the defender:</source>
            <translation>&amp;Tasapelissä vastapuolelle:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="414" />
            <source>Used only when a tie is not an undercut.</source>
            <translation>Käytössä vain, kun tasapeli ei ole alilyönti.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="415" />
            <source>Bonus for &amp;winning a hand:</source>
            <translation>Jaon v&amp;oittajalle:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="417" />
            <source>The game</source>
            <translation>Peli</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="418" />
            <source>Play &amp;to:</source>
            <translation>Tavoite&amp;pisteet:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="420" />
            <source>The game ends when a player's total reaches this many points.</source>
            <translation>Peli päättyy, kun jommankumman pelaajan yhteispisteet nousevat tähän määrään.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="422" />
            <source>Game &amp;bonus:</source>
            <translation>Pelivoiton l&amp;isäpisteet:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="423" />
            <source>Shutout bonus instead:</source>
            <translation>Jos häviäjällä 0 pistettä:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="424" />
            <source>Game bonus when the loser has not scored a single point.</source>
            <translation>Voittajan lisäpisteet, kun häviäjä ei ole saanut yhtään pistettä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="425" />
            <source>Points per bo&amp;x won:</source>
            <translation>Voitettua jakoa &amp;kohden:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="427" />
            <source>At the end of the game each player scores this for every hand they won.</source>
            <translation>Pelin lopuksi kumpikin pelaaja saa tämän verran jokaisesta voittamastaan jaosta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="429" />
            <source>The result is the difference of the totals</source>
            <translation>Tulos on pistesummien erotus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="430" />
            <source>Next deal&amp;er:</source>
            <translation>Seu&amp;raava jakaja:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="434" />
            <source>&amp;Hollywood: three games at once</source>
            <translation>&amp;Hollywood: kolme peliä yhtä aikaa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="437" />
            <source>A player's first hand won is scored in game 1, the second in games 1 and 2, every later one in all three; the match ends when all three games are over.</source>
            <translation>Pelaajan ensimmäinen voitettu jako kirjataan peliin 1, toinen peleihin 1 ja 2, jokainen seuraava kaikkiin kolmeen; ottelu päättyy, kun kaikki kolme peliä ovat päättyneet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="441" />
            <source>&amp;Deal</source>
            <translation>&amp;Jaa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="443" />
            <source>Rules for the score pad</source>
            <translation>Pistelehtiön säännöt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="444" />
            <source>U&amp;se these rules</source>
            <translation>Käytä &amp;näitä sääntöjä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/new_game.py" line="448" />
            <source>From %1 to %2.</source>
            <translation>Sallitut arvot %1–%2.</translation>
        </message>
    </context>
    <context>
        <name>PileDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/pile.py" line="141" />
            <source>Discard pile</source>
            <translation>Avopakka</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/pile.py" line="143" />
            <source>%n card(s), the oldest first; the last is the top card.</source>
            <translation>
                <numerusform>%n kortti, vanhin ensin; viimeinen on päällimmäinen.</numerusform>
                <numerusform>%n korttia, vanhin ensin; viimeinen on päällimmäinen.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlayBinding</name>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="591" />
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="593" />
            <source>Select a card first: use the arrow keys or click it.</source>
            <translation>Valitse ensin kortti nuolinäppäimillä tai napsauttamalla.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/drag.py" line="747" />
            <source>The %1 fits none of the knocker's melds.</source>
            <translation>Valitsemasi %1 ei sovi mihinkään lopettajan ryhmään.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="278" />
            <source>The hand is over. Press %1 or click “%2” to deal the next hand.</source>
            <translation>Jako on päättynyt. Aloita seuraava jako painamalla %1 tai napsauttamalla ”%2”.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="280" />
            <source>The match is over. Press %1 or click “%2” to start a new match.</source>
            <translation>Ottelu on päättynyt. Aloita uusi ottelu painamalla %1 tai napsauttamalla ”%2”.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="282" />
            <source>The game is over. Press %1 or click “%2” to start a new game.</source>
            <translation>Peli on päättynyt. Aloita uusi peli painamalla %1 tai napsauttamalla ”%2”.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="307" />
            <source>Your last move and the computer's %n move(s) after it were taken back.</source>
            <translation>
                <numerusform>Viimeisin siirtosi ja tietokoneen sitä seurannut %n siirto kumottiin.</numerusform>
                <numerusform>Viimeisin siirtosi ja tietokoneen sitä seuranneet %n siirtoa kumottiin.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="311" />
            <source>Your last move was taken back.</source>
            <translation>Viimeisin siirtosi kumottiin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="321" />
            <source>This game is now marked in your history and statistics as one with a move taken back.</source>
            <translation>Peli merkitään pelihistoriaan ja tilastoihin peliksi, jossa on kumottu siirtoja.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="404" />
            <source>Big Gin</source>
            <translation>Iso gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="405" />
            <source>All eleven of your cards are in melds: you have Big Gin.</source>
            <translation>Kaikki yksitoista korttiasi ovat ryhmissä: sinulla on iso gini.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="406" />
            <source>Go Big Gin, or throw the %1 on the pile and play on?</source>
            <translation>Lopetetaanko isolla ginillä vai laitetaanko %1 avopakkaan ja jatketaan peliä?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="408" />
            <source>Go &amp;Big Gin</source>
            <translation>Lopeta &amp;isolla ginillä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="411" />
            <source>Gin</source>
            <translation>Gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="413" />
            <source>Without the %1 every other card of yours is in melds: you have gin.</source>
            <translation>Kaikki muut korttisi kuin %1 ovat ryhmissä: sinulla on gini.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="415" />
            <source>Go gin with it, or throw it on the pile and play on without gin?</source>
            <translation>Lopetetaanko ginillä vai laitetaanko kortti avopakkaan ja jatketaan peliä ilman giniä?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="417" />
            <source>&amp;Go gin</source>
            <translation>&amp;Lopeta ginillä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="418" />
            <source>&amp;Throw it and play on</source>
            <translation>Laita avopakkaan ja &amp;jatka</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="454" />
            <source>Lay off</source>
            <translation>Täydennä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="456" />
            <source>The %1 is in one of your own melds: laid off, it breaks that meld and your deadwood goes from %2 to %3.</source>
            <translation>Valitsemasi %1 kuuluu omaan ryhmääsi: jos täydennät sillä, ryhmä hajoaa ja miinuspisteitä jää %3 (nyt %2).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="462" />
            <source>Lay it off anyway?</source>
            <translation>Täydennätkö silti?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="464" />
            <source>&amp;Lay it off</source>
            <translation>&amp;Täydennä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="465" />
            <source>&amp;Keep it</source>
            <translation>&amp;Pidä kortti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="494" />
            <source>Finish laying off</source>
            <translation>Päätä täydentäminen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="495" />
            <source>You can still lay off %1: your deadwood would go from %2 to %3.</source>
            <translation>Voit vielä täydentää: %1. Miinuspisteitä jäisi %3 (nyt %2).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="499" />
            <source>Lay them off before you finish?</source>
            <translation>Täydennätkö ensin?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="501" />
            <source>&amp;Lay off and finish</source>
            <translation>&amp;Täydennä ja päätä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="503" />
            <source>&amp;Finish without them</source>
            <translation>Päätä täydentä&amp;mättä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="668" />
            <source>Nothing was played: the keys are on the table again.</source>
            <translation>Mitään ei pelattu: näppäimet toimivat taas pöydällä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="718" />
            <source>Arranged by hand: your cards stay where you put them, and a card you draw goes to the right end. Press %1 to sort them again.</source>
            <translation>Järjestit kortit itse: ne pysyvät siellä, mihin ne siirsit, ja nostamasi kortti tulee oikeaan reunaan. Paina %1, niin kortit lajitellaan taas.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="776" />
            <source>%1 took the %2.</source>
            <translation>%1 otti avatun kortin: %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="777" />
            <source>%1 passed.</source>
            <translation>%1 passasi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="778" />
            <source>%1 drew from the stock.</source>
            <translation>%1 nosti umpipakasta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="779" />
            <source>%1 took the %2 from the discard pile.</source>
            <translation>%1 otti avopakasta: %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="780" />
            <source>%1 discarded the %2.</source>
            <translation>%1 laittoi avopakkaan: %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="781" />
            <source>%1 knocked!</source>
            <translation>%1 lopetti!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="782" />
            <source>%1 went gin!</source>
            <translation>%1: gini!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="783" />
            <source>%1 went Big Gin!</source>
            <translation>%1: iso gini!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/play_binding.py" line="784" />
            <source>%1 laid off the %2.</source>
            <translation>%1 täydensi kortilla: %2.</translation>
        </message>
    </context>
    <context>
        <name>ResultPanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="160" />
            <source>Points for the hand</source>
            <translation>Jaon pisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="88" />
            <source>Score: %1 %2 · %3 %4</source>
            <translation>Pisteet: %1 %2 · %3 %4</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="180" />
            <source>Boxes: %1 – %2</source>
            <translation>Voitetut jaot: %1 – %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="180" />
            <source>Hands won: %1 – %2</source>
            <translation>Voitetut jaot: %1 – %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="188" />
            <source>playing to %1</source>
            <translation>pelataan %1 pisteeseen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="208" />
            <source>Deal code: %1</source>
            <translation>Jakokoodi: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="216" />
            <source>Written in games: %1</source>
            <translation>Kirjattu peleihin: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="222" />
            <source>Written in no game: a player's first hand won goes to game 1 only, and game 1 is over.</source>
            <translation>Ei kirjattu mihinkään peliin: kummankin pelaajan ensimmäinen voitettu jako kirjataan vain peliin 1, ja se on jo päättynyt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="227" />
            <source>Written in no game: a player's second hand won goes to games 1 and 2 only, and both are over.</source>
            <translation>Ei kirjattu mihinkään peliin: kummankin pelaajan toinen voitettu jako kirjataan vain peleihin 1 ja 2, ja molemmat ovat jo päättyneet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="231" />
            <source>Written in no game</source>
            <translation>Ei kirjattu mihinkään peliin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="110" />
            <source>Game %1: –</source>
            <comment>a Hollywood game no hand is written in yet</comment>
            <translation>Peli %1: –</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="116" />
            <source>Game %1: %2 – %3</source>
            <translation>Peli %1: %2 – %3</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="122" />
            <source>(over)</source>
            <translation>(päättynyt)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="201" />
            <source>With the bonuses: %1 – %2.</source>
            <comment>a Hollywood game's totals</comment>
            <translation>Lisäpisteineen: %1 – %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="244" />
            <source>Last hand (%1): %2</source>
            <translation>Viimeinen jako (%1) – %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="255" />
            <source>You score %1.</source>
            <comment>the last hand's points, you won it</comment>
            <translation>Jaon pisteet: sinulle %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="259" />
            <source>%1 scores %2.</source>
            <comment>the last hand's winner, its points</comment>
            <translation>Jaon pisteet: %1 %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="269" />
            <source>Void hand: nobody scores</source>
            <translation>Jako raukesi: kumpikaan ei saa pisteitä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="271" />
            <source>%1: nobody scores</source>
            <translation>%1: kumpikaan ei saa pisteitä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="273" />
            <source>You win the hand: %1</source>
            <translation>%1 – voitit jaon</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="274" />
            <source>The computer wins the hand: %1</source>
            <translation>%1 – tietokone voitti jaon</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="280" />
            <source>The stock ran down to its last two cards before anyone knocked. The same dealer deals again.</source>
            <translation>Umpipakassa oli jäljellä enää kaksi korttia, eikä kumpikaan ollut lopettanut. Sama jakaja jakaa uudelleen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="287" />
            <source>%1 went out with every card in melds. %2: deadwood %3.</source>
            <translation>%1: kaikki kortit ryhmissä. %2: miinuspisteitä %3.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="291" />
            <source>%1 knocked with deadwood %3. %2: %4 after layoffs.</source>
            <translation>%1: lopetus, miinuspisteitä %3. %2: miinuspisteitä %4 täydennysten jälkeen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="293" />
            <source>%1 knocked with deadwood %3. %2: deadwood %4.</source>
            <translation>%1: lopetus, miinuspisteitä %3. %2: miinuspisteitä %4.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="301" />
            <source>Laid off: %1.</source>
            <translation>Täydennetty: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/result_panel.py" line="305" />
            <source>The first upcard was a spade: the hand counts double.</source>
            <translation>Avopakan ensimmäinen kortti oli pata: jaon pisteet tuplataan.</translation>
        </message>
    </context>
    <context>
        <name>ResultsChart</name>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="68" />
            <source>Win rate so far</source>
            <translation>Voittoprosentti tähän mennessä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="71" />
            <source>Points per hand in finished games so far</source>
            <translation>Pisteitä keskimäärin jaossa, päättyneet pelit</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="73" />
            <source>Win rate, rolling over the last %n game(s)</source>
            <translation>
                <numerusform>Voittoprosentti, liukuvasti %n viime pelistä</numerusform>
                <numerusform>Voittoprosentti, liukuvasti %n viime pelistä</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="74" />
            <source>Points per hand, rolling over the last %n game(s)</source>
            <translation>
                <numerusform>Pisteitä keskimäärin jaossa, liukuvasti %n viime pelistä</numerusform>
                <numerusform>Pisteitä keskimäärin jaossa, liukuvasti %n viime pelistä</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="78" />
            <source>Games, oldest first</source>
            <translation>Pelit vanhimmasta uusimpaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="79" />
            <source>Won</source>
            <translation>Voitto</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="80" />
            <source>Lost</source>
            <translation>Tappio</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="82" />
            <source>Not won</source>
            <translation>Ei voittoa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="83" />
            <source>Abandoned</source>
            <translation>Jätetty kesken</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="84" />
            <source>No finished games yet</source>
            <translation>Ei vielä päättyneitä pelejä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="86" />
            <source>Results over time</source>
            <translation>Tulosten kehitys</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="96" />
            <source>%n game(s) finished.</source>
            <translation>
                <numerusform>%n päättynyt peli.</numerusform>
                <numerusform>%n päättynyttä peliä.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="99" />
            <source>Latest: win rate %1, points per hand %2.</source>
            <translation>Viimeisimmän pelin jälkeen: voittoprosentti %1, pisteitä keskimäärin jaossa %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="108" />
            <source>Game</source>
            <translation>Peli</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="109" />
            <source>Finished</source>
            <translation>Pelattu</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/results.py" line="110" />
            <source>Result</source>
            <translation>Tulos</translation>
        </message>
    </context>
    <context>
        <name>ReviewAdvisorMenu</name>
        <message>
            <location filename="../ginrummy_desktop/ui/window/review_advisor_menu.py" line="23" />
            <source>%1 (quicker)</source>
            <translation>%1 (nopeampi)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/review_advisor_menu.py" line="24" />
            <source>%1 (stronger, slower)</source>
            <translation>%1 (vahvempi, hitaampi)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/review_advisor_menu.py" line="74" />
            <source>Hint and review ad&amp;visor</source>
            <translation>Vihjeiden ja l&amp;äpikäynnin arvioija</translation>
        </message>
    </context>
    <context>
        <name>ReviewBoard</name>
        <message>
            <location filename="../ginrummy_desktop/ui/review/board.py" line="246" />
            <source>Stock: %1</source>
            <translation>Umpipakka: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/board.py" line="254" />
            <source>Discard pile: %1</source>
            <translation>Avopakka: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/board.py" line="262" />
            <source>Your melds on the table</source>
            <translation>Sinun ryhmäsi pöydässä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/board.py" line="264" />
            <source>The computer's melds on the table</source>
            <translation>Tietokoneen ryhmät pöydässä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/review/board.py" line="290" />
            <source>%1 — deadwood %2</source>
            <translation>%1 – miinuspisteet %2</translation>
        </message>
    </context>
    <context>
        <name>RulesHelpDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/help.py" line="219" />
            <source>How to play</source>
            <translation>Peliohjeet</translation>
        </message>
    </context>
    <context>
        <name>RulesText</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="76" />
            <source>The aim</source>
            <translation>Tavoite</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="79" />
            <source>Gin Rummy is a game for two players with one 52-card deck and no jokers. You try to arrange your hand into melds, so that as few points as possible are left over, and to end the hand before your opponent does.</source>
            <translation>Ginirommia pelaa kaksi pelaajaa yhdellä 52 kortin pakalla ilman jokereita. Tarkoituksena on järjestää käsikortit ryhmiin niin, että ryhmien ulkopuolelle jää mahdollisimman vähän pisteitä, ja lopettaa jako ennen vastustajaa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="84" />
            <source>Melds and deadwood</source>
            <translation>Ryhmät ja miinuspisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="88" />
            <source>A &lt;b&gt;set&lt;/b&gt; is three or four cards of the same rank, such as three kings.</source>
            <translation>&lt;b&gt;Kolmoset&lt;/b&gt; ja &lt;b&gt;neloset&lt;/b&gt; ovat kolme tai neljä samanarvoista korttia, esimerkiksi kolme kuningasta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="91" />
            <source>A &lt;b&gt;run&lt;/b&gt; is three or more cards in sequence in the same suit, such as the 4, 5 and 6 of hearts.</source>
            <translation>&lt;b&gt;Värisuora&lt;/b&gt; on vähintään kolme saman maan peräkkäistä korttia, esimerkiksi herttanelonen, -vitonen ja -kuutonen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="95" />
            <source>The ace is always low: ace-2-3 is a run, queen-king-ace is not. A card can belong to only one meld at a time.</source>
            <translation>Ässä on aina alin: ässä-2-3 on värisuora, mutta rouva-kuningas-ässä ei ole. Kortti voi kuulua vain yhteen ryhmään kerrallaan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="100" />
            <source>A set: three kings.</source>
            <translation>Kolmoset: kolme kuningasta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="101" />
            <source>A run: the 4, 5 and 6 of hearts.</source>
            <translation>Värisuora: herttanelonen, -vitonen ja -kuutonen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="104" />
            <source>Cards that are in no meld are &lt;b&gt;deadwood&lt;/b&gt;. An ace counts 1, the cards from 2 to 10 their face value, and jacks, queens and kings 10 each. The game always arranges your melds so that your deadwood is as low as possible.</source>
            <translation>Ryhmiin kuulumattomista korteista tulee &lt;b&gt;miinuspisteitä&lt;/b&gt;. Ässä on 1 piste, kortit 2–10 silmälukunsa mukaan ja jätkä, rouva ja kuningas 10 pistettä kukin. Peli järjestää ryhmäsi aina niin, että miinuspisteitä jää mahdollisimman vähän.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="114" />
            <source>A set of sevens and a run of spades; the 2♣, 9♦ and K♥ are deadwood: %1 points.</source>
            <translation>Kolme seiskaa ja patavärisuora; kortit 2♣, 9♦ ja K♥ eivät kuulu ryhmiin: %1 miinuspistettä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="124" />
            <source>After each hand, the loser of the hand deals the next one.</source>
            <translation>Jokaisen jaon jälkeen seuraavan jaon jakaa se, joka hävisi edellisen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="126" />
            <source>The players take turns to deal.</source>
            <translation>Pelaajat jakavat vuorotellen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="128" />
            <source>The deal</source>
            <translation>Jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="131" />
            <source>The dealer deals ten cards to each player, one at a time. The next card is turned face up and starts the &lt;b&gt;discard pile&lt;/b&gt;; the rest of the deck, face down, is the &lt;b&gt;stock&lt;/b&gt;.</source>
            <translation>Jakaja jakaa kummallekin pelaajalle kymmenen korttia yksi kerrallaan. Seuraava kortti käännetään kuvapuoli ylöspäin, ja se aloittaa &lt;b&gt;avopakan&lt;/b&gt;. Loput kortit jäävät kuvapuoli alaspäin &lt;b&gt;umpipakaksi&lt;/b&gt;.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="138" />
            <source>The first upcard</source>
            <translation>Avopakan ensimmäinen kortti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="141" />
            <source>The non-dealer may take the face-up card. If they do not want it, the dealer may take it. Whoever takes it discards another card, and the other player continues. If neither wants it, the non-dealer draws the top card of the stock and discards, and the dealer plays next.</source>
            <translation>Etumies eli jakajan vastapuoli saa ensimmäisenä ottaa avatun kortin. Jos hän ei halua sitä, jakaja saa ottaa sen. Kortin ottanut laittaa avopakkaan jonkin muun kortin, ja vuoro siirtyy toiselle pelaajalle. Jos kumpikaan ei halua korttia, etumies nostaa umpipakan päällimmäisen kortin ja laittaa yhden kortin avopakkaan, minkä jälkeen on jakajan vuoro.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="147" />
            <source>Your turn</source>
            <translation>Pelivuoro</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="150" />
            <source>Draw one card, from the top of the stock or of the discard pile, then discard one card face up. You may not discard the card you have just taken from the discard pile.</source>
            <translation>Nosta yksi kortti joko umpipakasta tai avopakan päältä ja laita sitten yksi kortti kuvapuoli ylöspäin avopakkaan. Avopakasta juuri nostamaasi korttia et saa laittaa heti takaisin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="157" />
            <source>The last two cards of the stock are never drawn. If only two cards are left and nobody has knocked, the hand is void: nobody scores, and the same dealer deals again.</source>
            <translation>Umpipakan kahta viimeistä korttia ei koskaan nosteta. Jos umpipakassa on enää kaksi korttia eikä kumpikaan ole lopettanut, jako raukeaa: kumpikaan ei saa pisteitä, ja sama jakaja jakaa uudelleen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="165" />
            <source>Knocking and gin</source>
            <translation>Lopettaminen ja gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="170" />
            <source>These rules are &lt;b&gt;straight gin&lt;/b&gt;: you cannot knock, a hand ends only with gin.</source>
            <translation>Näillä säännöillä pelataan &lt;b&gt;suoraa giniä&lt;/b&gt;: miinuspisteillä ei saa lopettaa, vaan jako päättyy vain giniin.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="179" />
            <source>After drawing, you may &lt;b&gt;knock&lt;/b&gt; if your deadwood after your discard is at most %Ln point(s). You discard face down and lay out your melds and deadwood.</source>
            <translation>
                <numerusform>Nostettuasi saat &lt;b&gt;lopettaa&lt;/b&gt;, jos sinulle jää enintään %Ln miinuspiste, kun olet laittanut kortin avopakkaan. Laita kortti avopakkaan kuvapuoli alaspäin ja levitä ryhmäsi ja loput korttisi pöytään.</numerusform>
                <numerusform>Nostettuasi saat &lt;b&gt;lopettaa&lt;/b&gt;, jos sinulle jää enintään %Ln miinuspistettä, kun olet laittanut kortin avopakkaan. Laita kortti avopakkaan kuvapuoli alaspäin ja levitä ryhmäsi ja loput korttisi pöytään.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="191" />
            <source>&lt;b&gt;Oklahoma:&lt;/b&gt; the value of the first face-up card sets the knock limit of the hand (never more than %Ln). If it is an ace, only gin ends the hand. If it is a spade, everything the hand scores is doubled.</source>
            <translation>
                <numerusform>&lt;b&gt;Oklahoma:&lt;/b&gt; avopakan ensimmäisen kortin arvo määrää jaon lopetusrajan (kuitenkin enintään %Ln). Jos kortti on ässä, jaon voi lopettaa vain ginillä. Jos se on pata, kaikki jaon pisteet tuplataan.</numerusform>
                <numerusform>&lt;b&gt;Oklahoma:&lt;/b&gt; avopakan ensimmäisen kortin arvo määrää jaon lopetusrajan (kuitenkin enintään %Ln). Jos kortti on ässä, jaon voi lopettaa vain ginillä. Jos se on pata, kaikki jaon pisteet tuplataan.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="202" />
            <source>&lt;b&gt;Gin&lt;/b&gt; means ending the hand with no deadwood at all. You still discard one card, even when all eleven cards would fit in melds.</source>
            <translation>&lt;b&gt;Gini&lt;/b&gt; tarkoittaa lopettamista niin, ettei miinuspisteitä jää lainkaan. Yksi kortti laitetaan silti avopakkaan, vaikka kaikki yksitoista korttia sopisivat ryhmiin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="209" />
            <source>&lt;b&gt;Gin&lt;/b&gt; means ending the hand with no deadwood at all, after discarding one card.</source>
            <translation>&lt;b&gt;Gini&lt;/b&gt; tarkoittaa lopettamista niin, ettei miinuspisteitä jää lainkaan sen jälkeen, kun yksi kortti on laitettu avopakkaan.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="217" />
            <source>&lt;b&gt;Big Gin:&lt;/b&gt; if all eleven cards fit in melds after you draw, you may go out without discarding, for a bonus of %Ln point(s) instead of the gin bonus.</source>
            <translation>
                <numerusform>&lt;b&gt;Iso gini:&lt;/b&gt; jos kaikki yksitoista korttia sopivat noston jälkeen ryhmiin, saat lopettaa laittamatta korttia avopakkaan, ja ginibonuksen sijaan saat %Ln pisteen bonuksen.</numerusform>
                <numerusform>&lt;b&gt;Iso gini:&lt;/b&gt; jos kaikki yksitoista korttia sopivat noston jälkeen ryhmiin, saat lopettaa laittamatta korttia avopakkaan, ja ginibonuksen sijaan saat %Ln pisteen bonuksen.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="229" />
            <source>You may lay off on gin as well.</source>
            <translation>Myös giniä saa täydentää.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="231" />
            <source>Against gin you may not lay off.</source>
            <translation>Giniä ei saa täydentää.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="233" />
            <source>Laying off</source>
            <translation>Täydentäminen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="236" />
            <source>When your opponent knocks, you lay out your own melds, then you may &lt;b&gt;lay off&lt;/b&gt; deadwood cards on the knocker's melds: a fourth card on a set, or cards that extend a run at either end. Cards laid off no longer count as your deadwood.</source>
            <translation>Kun vastustaja lopettaa, levität ensin omat ryhmäsi pöytään. Sen jälkeen saat &lt;b&gt;täydentää&lt;/b&gt; lopettajan ryhmiä ryhmiin kuulumattomilla korteillasi: neljännen kortin kolmosiin tai kortteja värisuoran jatkoksi kummasta päästä tahansa. Täydentämiseen käytetyistä korteista ei tule sinulle miinuspisteitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="249" />
            <source>The knocker's melds and deadwood (%1). The defender lays off the 8♦ (ringed) on the knocker's run.</source>
            <translation>Lopettajan ryhmät ja ryhmiin kuulumaton kortti (%1 miinuspistettä). Vastapuoli täydentää lopettajan värisuoraa kortilla 8♦ (kehystetty).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="260" />
            <source>If the defender's deadwood, after laying off, is as low as the knocker's or lower, the knock fails: that is an &lt;b&gt;undercut&lt;/b&gt;.</source>
            <translation>Jos vastapuolelle jää täydentämisen jälkeen yhtä vähän tai vähemmän miinuspisteitä kuin lopettajalle, lopetus epäonnistuu: se on &lt;b&gt;alilyönti&lt;/b&gt;.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="265" />
            <source>If the defender's deadwood, after laying off, is lower than the knocker's, the knock fails: that is an &lt;b&gt;undercut&lt;/b&gt;.</source>
            <translation>Jos vastapuolelle jää täydentämisen jälkeen vähemmän miinuspisteitä kuin lopettajalle, lopetus epäonnistuu: se on &lt;b&gt;alilyönti&lt;/b&gt;.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="270" />
            <source>The defender then scores the difference plus the undercut bonus of %1. So knock with little deadwood, and lay off everything you can as the defender.</source>
            <translation>Silloin vastapuoli saa erotuksen ja lisäksi %1 pisteen alilyöntihyvityksen. Lopeta siis vähillä miinuspisteillä ja täydennä vastapuolena kaikilla korteilla, joilla voit.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="279" />
            <source>Above, the knocker: deadwood %1. Below, the defender: deadwood %2, nothing to lay off. An undercut: the defender scores %3 plus the bonus of %4.</source>
            <translation>Ylhäällä lopettaja: %1 miinuspistettä. Alhaalla vastapuoli: %2 miinuspistettä, ei täydennettävää. Alilyönti: vastapuoli saa %3 pistettä ja %4 pisteen hyvityksen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="288" />
            <source>Undercut</source>
            <translation>Alilyönti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="295" />
            <source>Hollywood is on for this game.</source>
            <translation>Hollywood on käytössä tässä ottelussa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="297" />
            <source>Hollywood is off; New game can switch it on with any rules.</source>
            <translation>Hollywood ei ole käytössä; sen voi ottaa käyttöön minkä tahansa sääntöjen kanssa kohdassa Uusi peli.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="300" />
            <source>Hollywood: three games at once</source>
            <translation>Hollywood: kolme peliä yhtä aikaa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="303" />
            <source>Hollywood is a way of keeping score: three games run side by side on one sheet. Your first hand won is written in game 1, your second in games 1 and 2, your third and every later one in all three. Each game ends when a total in it reaches the target and is tallied by itself, with its own boxes and bonuses. The match ends when all three games have ended; its result is the sum of the three games' results.</source>
            <translation>Hollywood on tapa pitää kirjaa pisteistä: samassa taulukossa pelataan rinnakkain kolmea peliä. Ensimmäinen voittamasi jako merkitään peliin 1, toinen peleihin 1 ja 2, kolmas ja kaikki sitä myöhemmät kaikkiin kolmeen. Kukin peli päättyy, kun jommankumman pistesumma siinä saavuttaa tavoitteen, ja se lasketaan erikseen omine voitettuine jakoineen ja lisäpisteineen. Ottelu päättyy, kun kaikki kolme peliä ovat päättyneet; sen tulos on kolmen pelin tulosten summa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="312" />
            <source>Should that sum come out exactly even, whoever won two of the three games wins the match.</source>
            <translation>Jos ottelun tulos on täsmälleen tasan, sen voittaja on se, joka voitti kolmesta pelistä kaksi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="322" />
            <source>The table: mouse and keys</source>
            <translation>Pöytä: hiiri ja näppäimet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="326" />
            <source>&lt;b&gt;Draw:&lt;/b&gt; drag the top card of the stock or of the discard pile into your hand (or click it; key S for the stock, D for the pile). The first upcard: the buttons “Take the upcard” and “Pass” (T, P), as the table names them.</source>
            <translation>&lt;b&gt;Nosto:&lt;/b&gt; vedä umpipakan tai avopakan päällimmäinen kortti käteesi (tai napsauta sitä; näppäin S umpipakasta, D avopakasta). Avopakan ensimmäinen kortti: painikkeet ”Ota avattu kortti” ja ”Passaa” (T, P).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="332" />
            <source>&lt;b&gt;Discard:&lt;/b&gt; drag a card onto the discard pile, or double-click it; with the keys, pick it with the arrow keys and press Enter.</source>
            <translation>&lt;b&gt;Kortin laittaminen avopakkaan:&lt;/b&gt; vedä kortti avopakkaan tai kaksoisnapsauta sitä; näppäimistöllä valitse kortti nuolinäppäimillä ja paina Enter.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="336" />
            <source>&lt;b&gt;Knock or gin:&lt;/b&gt; drag the card to discard onto the knock spot (it lights up when a knock is allowed), or select it and press K.</source>
            <translation>&lt;b&gt;Lopettaminen tai gini:&lt;/b&gt; vedä heitettävä kortti Lopetus-alueelle (se korostuu, kun saat lopettaa) tai valitse kortti ja paina K.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="340" />
            <source>&lt;b&gt;Lay off:&lt;/b&gt; drag a card onto a frame round the knocker's melds, double-click it, or select it and press L; then F when you are done. A dot in a frame's colour marks each card worth laying off on that meld, and a green dot each card laid off. A lays off the best of what fits and finishes at once.</source>
            <translation>&lt;b&gt;Täydentäminen:&lt;/b&gt; vedä kortti lopettajan ryhmän kehykseen, kaksoisnapsauta sitä tai valitse se ja paina L; paina lopuksi F. Kehyksen värinen piste merkitsee jokaisen kortin, jolla kannattaa täydentää sitä ryhmää, ja vihreä piste jokaisen jo täydennetyn kortin. Näppäin A täydentää parhaiten sopivilla korteilla ja päättää täydentämisen heti.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="347" />
            <source>&lt;b&gt;Your hand:&lt;/b&gt; drag cards to rearrange them, or sort by rank, suit or melds (R, U, M); Shift with the arrow keys moves the selected card. Melds are underlined in colour, and a green dot marks the card you have just drawn.</source>
            <translation>&lt;b&gt;Kätesi:&lt;/b&gt; järjestä kortteja vetämällä tai lajittele ne arvon, maan tai ryhmien mukaan (R, U, M); Vaihto ja nuolinäppäimet siirtävät valittua korttia. Ryhmät on alleviivattu värillä, ja vihreä piste merkitsee juuri nostamaasi korttia.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="353" />
            <source>N deals the next hand, H gives a hint, V shows the discard pile; Help → Keyboard keys lists every key.</source>
            <translation>Näppäin N aloittaa seuraavan jaon, H antaa vihjeen ja V näyttää avopakan; Ohje → Pikanäppäimet luettelee kaikki näppäimet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="363" />
            <source>If the knocker has less deadwood, the knocker wins the hand and scores the difference between the two deadwood counts.</source>
            <translation>Jos lopettajalla on vähemmän miinuspisteitä, lopettaja voittaa jaon ja saa miinuspisteiden erotuksen.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="370" />
            <source>If the defender has as little deadwood as the knocker or less, that is an &lt;b&gt;undercut&lt;/b&gt;: the defender scores the difference plus a bonus of %Ln point(s).</source>
            <translation>
                <numerusform>Jos vastapuolella on yhtä vähän tai vähemmän miinuspisteitä kuin lopettajalla, kyseessä on &lt;b&gt;alilyönti&lt;/b&gt;: vastapuoli saa erotuksen ja lisäksi %Ln pisteen alilyöntihyvityksen.</numerusform>
                <numerusform>Jos vastapuolella on yhtä vähän tai vähemmän miinuspisteitä kuin lopettajalla, kyseessä on &lt;b&gt;alilyönti&lt;/b&gt;: vastapuoli saa erotuksen ja lisäksi %Ln pisteen alilyöntihyvityksen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="380" />
            <source>If the defender has less deadwood than the knocker, that is an &lt;b&gt;undercut&lt;/b&gt;: the defender scores the difference plus a bonus of %Ln point(s).</source>
            <translation>
                <numerusform>Jos vastapuolella on vähemmän miinuspisteitä kuin lopettajalla, kyseessä on &lt;b&gt;alilyönti&lt;/b&gt;: vastapuoli saa erotuksen ja lisäksi %Ln pisteen alilyöntihyvityksen.</numerusform>
                <numerusform>Jos vastapuolella on vähemmän miinuspisteitä kuin lopettajalla, kyseessä on &lt;b&gt;alilyönti&lt;/b&gt;: vastapuoli saa erotuksen ja lisäksi %Ln pisteen alilyöntihyvityksen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="390" />
            <source>If both have the same deadwood, the defender wins the hand and scores %Ln point(s).</source>
            <translation>
                <numerusform>Jos miinuspisteitä on yhtä paljon, vastapuoli voittaa jaon ja saa %Ln pisteen.</numerusform>
                <numerusform>Jos miinuspisteitä on yhtä paljon, vastapuoli voittaa jaon ja saa %Ln pistettä.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="397" />
            <source>If both have the same deadwood, nobody scores.</source>
            <translation>Jos miinuspisteitä on yhtä paljon, kumpikaan ei saa pisteitä.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="400" />
            <source>&lt;b&gt;Gin&lt;/b&gt; scores the opponent's whole deadwood plus a bonus of %Ln point(s), and a gin is never undercut.</source>
            <translation>
                <numerusform>&lt;b&gt;Ginillä&lt;/b&gt; saa vastustajan kaikki miinuspisteet ja lisäksi %Ln pisteen ginibonuksen. Giniin ei voi tehdä alilyöntiä.</numerusform>
                <numerusform>&lt;b&gt;Ginillä&lt;/b&gt; saa vastustajan kaikki miinuspisteet ja lisäksi %Ln pisteen ginibonuksen. Giniin ei voi tehdä alilyöntiä.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="409" />
            <source>The winner of every hand also scores %Ln point(s) at once.</source>
            <translation>
                <numerusform>Jokaisen jaon voittaja saa lisäksi heti %Ln pisteen.</numerusform>
                <numerusform>Jokaisen jaon voittaja saa lisäksi heti %Ln pistettä.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="416" />
            <source>With a spade as the first upcard, all of the hand's points are doubled.</source>
            <translation>Jos avopakan ensimmäinen kortti on pata, kaikki jaon pisteet tuplataan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="418" />
            <source>Scoring a hand</source>
            <translation>Jaon pisteet</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="423" />
            <source>The first player whose total reaches %Ln point(s) wins the game.</source>
            <translation>
                <numerusform>Pelin voittaa se, jonka yhteispisteet nousevat ensimmäisenä %Ln pisteeseen.</numerusform>
                <numerusform>Pelin voittaa se, jonka yhteispisteet nousevat ensimmäisenä %Ln pisteeseen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="431" />
            <source>The winner of the game scores a game bonus of %Ln point(s).</source>
            <translation>
                <numerusform>Pelin voittaja saa %Ln lisäpisteen.</numerusform>
                <numerusform>Pelin voittaja saa %Ln lisäpistettä.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="439" />
            <source>If the loser has not scored a single point (a shutout), the game bonus is %Ln point(s) instead.</source>
            <translation>
                <numerusform>Jos häviäjä ei ole saanut yhtään pistettä (nollapeli), voittaja saa sen sijaan %Ln lisäpisteen.</numerusform>
                <numerusform>Jos häviäjä ei ole saanut yhtään pistettä (nollapeli), voittaja saa sen sijaan %Ln lisäpistettä.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="448" />
            <source>Each hand a player wins is a &lt;b&gt;box&lt;/b&gt;. At the end each player scores %Ln point(s) for every box they won.</source>
            <translation>
                <numerusform>Jokainen &lt;b&gt;voitettu jako&lt;/b&gt; (boksi) merkitään pistetaulukkoon viivalla. Pelin lopuksi kumpikin pelaaja saa jokaisesta voittamastaan jaosta %Ln lisäpisteen.</numerusform>
                <numerusform>Jokainen &lt;b&gt;voitettu jako&lt;/b&gt; (boksi) merkitään pistetaulukkoon viivalla. Pelin lopuksi kumpikin pelaaja saa jokaisesta voittamastaan jaosta %Ln lisäpistettä.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="456" />
            <source>The result of the game is the winner's total minus the loser's total.</source>
            <translation>Pelin tulos on voittajan ja häviäjän pistesummien erotus.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="459" />
            <source>The result of the game is the winner's total.</source>
            <translation>Pelin tulos on voittajan pistesumma.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/rules_text.py" line="460" />
            <source>Winning the game</source>
            <translation>Pelin voittaminen</translation>
        </message>
    </context>
    <context>
        <name>RunningTotalsChart</name>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="78" />
            <source>Hand</source>
            <translation>Jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="79" />
            <source>Points</source>
            <translation>Pisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="80" />
            <source>Target %1</source>
            <translation>Tavoite %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="81" />
            <source>Box (hand won)</source>
            <translation>Voitettu jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="82" />
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="120" />
            <source>No hands played yet</source>
            <translation>Yhtään jakoa ei ole vielä pelattu</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="84" />
            <source>Running totals chart</source>
            <translation>Pistekehitys jako jaolta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="104" />
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="110" />
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="145" />
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="257" />
            <source>Game %1</source>
            <translation>Peli %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="112" />
            <source>Winner: %1</source>
            <translation>Voittaja: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="122" />
            <source>%n hand(s) played.</source>
            <translation>
                <numerusform>%n jako pelattu.</numerusform>
                <numerusform>%n jakoa pelattu.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="127" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n piste</numerusform>
                <numerusform>%n pistettä</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="129" />
            <source>%n box(es)</source>
            <translation>
                <numerusform>%n voitettu jako</numerusform>
                <numerusform>%n voitettua jakoa</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="131" />
            <source>not started</source>
            <comment>a Hollywood game's column no win has opened</comment>
            <translation>ei vielä alkanut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="168" />
            <source>Boxes</source>
            <translation>Voitetut jaot</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/running.py" line="255" />
            <source>Hand %1</source>
            <translation>Jako %1</translation>
        </message>
    </context>
    <context>
        <name>ScorePadText</name>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="30" />
            <source>Knock</source>
            <translation>Lopetus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="31" />
            <source>Gin</source>
            <translation>Gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="32" />
            <source>Big Gin</source>
            <translation>Iso gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="33" />
            <source>Void hand</source>
            <translation>Rauennut jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="436" />
            <source>&amp;Defender's deadwood</source>
            <translation>&amp;Vastapuolen miinuspisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="456" />
            <source>Preview: %1 – nobody scores.</source>
            <translation>Esikatselu: %1 – kumpikaan ei saa pisteitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="465" />
            <source>Preview: %1 – %2 (%3)</source>
            <translation>Esikatselu: %1 – %2 (%3)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="481" />
            <source>&amp;How the hand ended</source>
            <translation>&amp;Miten jako päättyi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="482" />
            <source>&amp;Who knocked or went gin</source>
            <translation>K&amp;uka lopetti tai sai ginin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="483" />
            <source>&amp;Knocker's deadwood</source>
            <translation>&amp;Lopettajan miinuspisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="438" />
            <source>&amp;Defender's deadwood (after layoffs)</source>
            <translation>&amp;Vastapuolen miinuspisteet täydennysten jälkeen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="485" />
            <source>First &amp;upcard</source>
            <translation>Avopakan &amp;ensimmäinen kortti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="486" />
            <source>Choose…</source>
            <translation>Valitse…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="487" />
            <source>e.g. 6</source>
            <translation>esim. 6</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="488" />
            <source>e.g. 21</source>
            <translation>esim. 21</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="490" />
            <source>&amp;Add hand</source>
            <translation>Lisää &amp;jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="492" />
            <source>&amp;Save correction to hand %1</source>
            <translation>Tallenna &amp;jaon %1 korjaus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="494" />
            <source>Cancel correction</source>
            <translation>Peru korjaus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="495" />
            <source>Write the hand on the sheet (Enter)</source>
            <translation>Kirjaa jako pistelehtiöön (Enter)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="55" />
            <source>Result of the three games</source>
            <translation>Kolmen pelin tulos</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="59" />
            <source>Game %1</source>
            <translation>Peli %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="185" />
            <source>Gin Rummy score pad</source>
            <translation>Gin Rummy – pistelehtiö</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="56" />
            <source>%1 went gin</source>
            <comment>a player</comment>
            <translation>%1 lopetti ginillä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="58" />
            <source>%1 went Big Gin</source>
            <comment>a player</comment>
            <translation>%1 lopetti isolla ginillä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="60" />
            <source>%1 knocked, %2 undercut</source>
            <comment>the knocker, the defender</comment>
            <translation>%1 lopetti, %2 teki alilyönnin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="62" />
            <source>%1 knocked, a tie</source>
            <comment>the knocker</comment>
            <translation>%1 lopetti, tasapeli</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="64" />
            <source>%1 knocked</source>
            <comment>a player</comment>
            <translation>%1 lopetti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="74" />
            <source>Game %1: %2 %3, %4 %5</source>
            <translation>Peli %1: %2 %3, %4 %5</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="84" />
            <source>over</source>
            <translation>päättynyt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="182" />
            <source>to be entered…</source>
            <translation>odottaa kirjaamista…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="193" />
            <source>Correcting hand %1: change it below, then save the correction.</source>
            <translation>Korjaat jakoa %1: tee muutokset alla ja tallenna korjaus.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="198" />
            <source>%1 won the game, %2 to %3 (a difference of %4).</source>
            <translation>%1 voitti pelin %2–%3 (erotus %4).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="203" />
            <source>In progress: hand %1 is not written yet.</source>
            <translation>Kesken: jakoa %1 ei ole vielä kirjattu.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="206" />
            <source>Hand %1: enter it below when it has been played.</source>
            <translation>Jako %1: kirjaa se alle, kun se on pelattu.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="28" />
            <source>This is not a hand entry.</source>
            <translation>Tämä ei ole jaon merkintä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="29" />
            <source>Choose which player knocked or went gin.</source>
            <translation>Valitse, kumpi pelaaja lopetti tai sai ginin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="32" />
            <source>A deadwood count must be a whole number, such as 7.</source>
            <translation>Miinuspisteiden on oltava kokonaisluku, esimerkiksi 7.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="35" />
            <source>A deadwood count was left empty: enter it, 0 if there is none.</source>
            <translation>Miinuspisteet puuttuvat: kirjaa ne tai 0, jos niitä ei ole.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="38" />
            <source>A deadwood count cannot be negative.</source>
            <translation>Miinuspisteitä ei voi olla alle nollan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="41" />
            <source>Ten cards can hold at most %1 points of deadwood.</source>
            <translation>Kymmenessä kortissa voi olla enintään %1 miinuspistettä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="44" />
            <source>Gin leaves the knocker no deadwood, but %1 was entered. Enter 0, or choose a knock.</source>
            <translation>Ginillä lopettajalle ei jää miinuspisteitä, mutta kirjasit %1. Kirjaa 0 tai valitse lopetus.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="48" />
            <source>A knock with no deadwood is gin: choose Gin.</source>
            <translation>Lopetus ilman miinuspisteitä on gini: valitse Gini.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="51" />
            <source>Deadwood %1 is above the knock limit of %2.</source>
            <translation>Miinuspisteet %1 ylittävät lopetusrajan %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="54" />
            <source>This hand can only end with gin: knocking is not allowed.</source>
            <translation>Tämän jaon voi lopettaa vain ginillä: tavallinen lopetus ei ole sallittu.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="57" />
            <source>Big Gin is not played with these rules.</source>
            <translation>Näillä säännöillä ei pelata isoa giniä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="60" />
            <source>Oklahoma: enter the hand's first upcard (it sets the knock limit).</source>
            <translation>Oklahoma: valitse avopakan ensimmäinen kortti (se määrää lopetusrajan).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="63" />
            <source>The upcard is not a card.</source>
            <translation>Avattu kortti ei ole kortti.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="64" />
            <source>A void hand has no knocker and no deadwood counts.</source>
            <translation>Rauenneessa jaossa ei ole lopettajaa eikä miinuspisteitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="67" />
            <source>The game is over: start a new pad to play on.</source>
            <translation>Peli on päättynyt: aloita uusi pistelehtiö jatkaaksesi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="70" />
            <source>There is no hand %1.</source>
            <translation>Jakoa %1 ei ole.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="71" />
            <source>With this correction the game would end before hand %1. Remove the later hands first.</source>
            <translation>Tällä korjauksella peli päättyisi ennen jakoa %1. Poista ensin myöhemmät jaot.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="75" />
            <source>No hand has been entered yet.</source>
            <translation>Yhtään jakoa ei ole vielä kirjattu.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="76" />
            <source>A name must be text.</source>
            <translation>Nimen on oltava tekstiä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="77" />
            <source>A name can have at most %1 characters.</source>
            <translation>Nimessä voi olla enintään %1 merkkiä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="80" />
            <source>The two players need different names.</source>
            <translation>Pelaajilla on oltava eri nimet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="110" />
            <source>The score pad could not be saved: %1</source>
            <translation>Pistelehtiötä ei voitu tallentaa: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="112" />
            <source>The game history could not be updated: %1</source>
            <translation>Pelihistoriaa ei voitu päivittää: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="117" />
            <source>The file could not be opened.</source>
            <translation>Tiedostoa ei voitu avata.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="118" />
            <source>You have no permission to read the file.</source>
            <translation>Sinulla ei ole lukuoikeutta tiedostoon.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="121" />
            <source>The file is incomplete or damaged.</source>
            <translation>Tiedosto on vajaa tai vioittunut.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="122" />
            <source>It was saved by a newer version of the game.</source>
            <translation>Sen on tallentanut pelin uudempi versio.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="125" />
            <source>Its contents are not a score pad this version can continue.</source>
            <translation>Sen sisältö ei ole pistelehtiö, jota tämä versio voisi jatkaa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="136" />
            <source>The saved score pad could not be continued, so a new pad starts.</source>
            <translation>Tallennettua pistelehtiötä ei voitu jatkaa, joten aloitetaan uusi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="139" />
            <source>The file was kept as %1.</source>
            <translation>Tiedosto säilytettiin nimellä %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/texts.py" line="146" />
            <source>Player %1</source>
            <translation>Pelaaja %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="228" />
            <source>Rules of the current pad</source>
            <translation>Nykyisen pistelehtiön säännöt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="330" />
            <source>A new score pad</source>
            <translation>Uusi pistelehtiö</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="333" />
            <source>&amp;Hollywood: three games at once</source>
            <translation>&amp;Hollywood: kolme peliä yhtä aikaa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="334" />
            <source>&amp;Rules:</source>
            <translation>&amp;Säännöt:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="335" />
            <source>Cha&amp;nge the rules…</source>
            <translation>&amp;Muuta sääntöjä…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="338" />
            <source>Every rule one by one, as in New game. Your house rules are kept for the next pad and the next game.</source>
            <translation>Jokainen sääntö erikseen, kuten Uusi peli -ikkunassa. Omat sääntösi säilyvät seuraavaa pistelehtiötä ja seuraavaa peliä varten.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="342" />
            <source>Player &amp;1:</source>
            <translation>Pelaaja &amp;1:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="343" />
            <source>Player &amp;2:</source>
            <translation>Pelaaja &amp;2:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="346" />
            <source>&amp;Deals first:</source>
            <translation>&amp;Jakaa ensin:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="349" />
            <source>&amp;Start the pad</source>
            <translation>&amp;Aloita</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="350" />
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="630" />
            <source>&amp;Back to the pad in progress</source>
            <translation>&amp;Takaisin kesken olevaan pistelehtiöön</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="611" />
            <source>Take up this game?</source>
            <translation>Jatketaanko tätä peliä?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="613" />
            <source>Start a new pad?</source>
            <translation>Aloitetaanko uusi pistelehtiö?</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="615" />
            <source>The pad in progress (%n hand(s)) stays in the game history, where you can take it up again.</source>
            <translation>
                <numerusform>Kesken oleva pistelehtiö (%n jako) jää pelihistoriaan, josta voit jatkaa sitä myöhemmin.</numerusform>
                <numerusform>Kesken oleva pistelehtiö (%n jakoa) jää pelihistoriaan, josta voit jatkaa sitä myöhemmin.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="622" />
            <source>The pad in progress (%n hand(s)) is not kept: there is no game history to keep it in.</source>
            <translation>
                <numerusform>Kesken olevaa pistelehtiötä (%n jako) ei säilytetä, koska pelihistoriaa ei ole käytettävissä.</numerusform>
                <numerusform>Kesken olevaa pistelehtiötä (%n jakoa) ei säilytetä, koska pelihistoriaa ei ole käytettävissä.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="627" />
            <source>&amp;Take up the game from the history</source>
            <translation>&amp;Jatka pelihistoriasta valittua peliä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="629" />
            <source>&amp;Start a new pad</source>
            <translation>&amp;Aloita uusi pistelehtiö</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="636" />
            <source>Remove hand %1?</source>
            <translation>Poistetaanko jako %1?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="638" />
            <source>Hand %1 comes off the pad, and its points off the totals. It cannot be brought back.</source>
            <translation>Jako %1 poistetaan pistelehtiöstä, ja sen pisteet vähennetään yhteispisteistä. Sitä ei voi palauttaa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="641" />
            <source>&amp;Remove hand %1</source>
            <translation>&amp;Poista jako %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="642" />
            <source>&amp;Keep the hand</source>
            <translation>&amp;Säilytä jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="203" />
            <source>This game's sheet could not be read back.</source>
            <translation>Tämän pelin pistelehteä ei voitu lukea historiasta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="258" />
            <source>The history is in use by another program: the list is read again when it is opened next.</source>
            <translation>Pelihistoria on toisen ohjelman käytössä: luettelo luetaan uudelleen, kun avaat sen seuraavan kerran.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="253" />
            <source>The score pad games could not be read: %1</source>
            <translation>Pistelehtiön pelejä ei voitu lukea: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="155" />
            <source>This game is the one on the score pad. Start a new game on the pad, and then it can be deleted here.</source>
            <translation>Tämä peli on auki pistelehtiössä. Aloita uusi pistelehtiö, niin tämän pelin voi poistaa täältä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="178" />
            <source>Delete score pad game</source>
            <translation>Poista pistelehtiön peli</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="179" />
            <source>Delete the score pad game of %1 and %2, started %3?</source>
            <translation>Poistetaanko pistelehtiön peli, jonka %1 ja %2 aloittivat %3?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="184" />
            <source>It is removed from the history for good. This cannot be undone.</source>
            <translation>Peli poistetaan pelihistoriasta lopullisesti. Toimintoa ei voi kumota.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="186" />
            <source>&amp;Delete</source>
            <translation>&amp;Poista</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="187" />
            <source>&amp;Keep it</source>
            <translation>&amp;Säilytä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="285" />
            <source>%1 won by %2</source>
            <translation>%1 voitti %2 pisteellä</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="290" />
            <source>in progress, %n hand(s)</source>
            <translation>
                <numerusform>kesken, %n jako</numerusform>
                <numerusform>kesken, %n jakoa</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="295" />
            <source>Double-click to see the game's sheet</source>
            <translation>Näet pelin pistelehden kaksoisnapsauttamalla</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="298" />
            <source>Double-click to see the game's sheet, or to take it up again on the pad</source>
            <translation>Kaksoisnapsauttamalla näet pelin pistelehden ja voit jatkaa peliä pistelehtiössä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="311" />
            <source>No score pad games yet.</source>
            <translation>Pistelehtiöllä pidettyjä pelejä ei vielä ole.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="327" />
            <source>Score pad games (played with real cards)</source>
            <translation>Pistelehtiön pelit (pelattu oikeilla korteilla)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="328" />
            <source>Delete game…</source>
            <translation>Poista peli…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="329" />
            <source>Delete the chosen game from the history</source>
            <translation>Poista valittu peli pelihistoriasta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="333" />
            <source>Started</source>
            <translation>Aloitettu</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="334" />
            <source>Rules</source>
            <translation>Säännöt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="335" />
            <source>Score</source>
            <translation>Pisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="336" />
            <source>Result</source>
            <translation>Lopputulos</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="337" />
            <source>Hands</source>
            <translation>Jakoja</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="407" />
            <source>Score pad game: %1 and %2</source>
            <translation>Pistelehtiön peli: %1 ja %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="416" />
            <source>&amp;Continue this game on the pad</source>
            <translation>&amp;Jatka tätä peliä pistelehtiössä</translation>
        </message>
    </context>
    <context>
        <name>ScorePadWindow</name>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="816" />
            <source>The game is over: see the final tally above. A hand can still be corrected: choose it on the sheet.</source>
            <translation>Peli on päättynyt: loppupisteet näkyvät yllä. Jakoa voi vielä korjata: valitse se listalta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/exports.py" line="65" />
            <source>score-pad</source>
            <comment>file name, no extension</comment>
            <translation>pistelehtio</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/exports.py" line="70" />
            <source>Save the score pad as PDF</source>
            <translation>Tallenna pistelehtiö PDF-tiedostoksi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/exports.py" line="71" />
            <source>PDF documents (*.pdf)</source>
            <translation>PDF-tiedostot (*.pdf)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/exports.py" line="75" />
            <source>Save the score pad as CSV</source>
            <translation>Tallenna pistelehtiö CSV-tiedostoksi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/exports.py" line="76" />
            <source>CSV tables (*.csv)</source>
            <translation>CSV-taulukot (*.csv)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/exports.py" line="81" />
            <source>The file %1 could not be written: %2</source>
            <translation>Tiedostoa %1 ei voitu kirjoittaa: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="933" />
            <source>Score pad</source>
            <translation>Pistelehtiö</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="934" />
            <source>Player &amp;1:</source>
            <translation>Pelaaja &amp;1:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="935" />
            <source>Player &amp;2:</source>
            <translation>Pelaaja &amp;2:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="938" />
            <source>&amp;Correct the chosen hand</source>
            <translation>&amp;Korjaa valittu jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="939" />
            <source>Choose a hand on the sheet, then correct it</source>
            <translation>Valitse jako listalta ja korjaa se</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="940" />
            <source>Remove the &amp;last hand</source>
            <translation>P&amp;oista viimeinen jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="941" />
            <source>&amp;New pad…</source>
            <translation>Uusi &amp;pistelehtiö…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="412" />
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="942" />
            <source>&amp;Print…</source>
            <translation>&amp;Tulosta…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="413" />
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="943" />
            <source>Save as PD&amp;F…</source>
            <translation>Tallenna PD&amp;F:nä…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="414" />
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="944" />
            <source>Save as CS&amp;V…</source>
            <translation>Tallenna C&amp;SV:nä…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/games.py" line="415" />
            <location filename="../ginrummy_desktop/ui/scorepad/window.py" line="945" />
            <source>Close</source>
            <translation>Sulje</translation>
        </message>
    </context>
    <context>
        <name>Scoresheet</name>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="26" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="80" />
            <source>Nobody knocked: the stock ran out.</source>
            <translation>Kukaan ei lopettanut: umpipakka loppui.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="32" />
            <source>%1 had no deadwood, %2 had %3.</source>
            <comment>gin: the player out, the other, deadwood</comment>
            <translation>Ginillä lopetti %1, vastapuoli: %2 (miinuspisteet %3).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="39" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="81" />
            <source>%1 knocked with %2, %3 had %4.</source>
            <comment>knocker, deadwood, defender, deadwood</comment>
            <translation>Lopettaja: %1 (miinuspisteet %2), vastapuoli: %3 (miinuspisteet %4).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="215" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="131" />
            <source>Hand %1: %2</source>
            <translation>Jako %1: %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/entry.py" line="460" />
            <location filename="../ginrummy_desktop/ui/scorepad/sheet_view.py" line="227" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="146" />
            <source>%1 scores %2</source>
            <translation>%1: +%2 p.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="154" />
            <source>No points: no box is won.</source>
            <translation>Ei pisteitä: kumpikaan ei voittanut jakoa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="159" />
            <source>Dealer: %1</source>
            <translation>Jakaja: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="161" />
            <source>Dealer: %1 · deal number %2</source>
            <translation>Jakaja: %1 · sekoitus nro %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="167" />
            <source>Deal code: %1</source>
            <translation>Jakokoodi: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="175" />
            <source>%1 against %2</source>
            <comment>duplicate total, reference level</comment>
            <translation>%1 verrattuna %2-tasoon</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="183" />
            <source>Duplicate: %1 (%n deal(s))</source>
            <translation>
                <numerusform>Duplikaatti: %1 (%n jako)</numerusform>
                <numerusform>Duplikaatti: %1 (%n jakoa)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="191" />
            <source>%1 is playing hand %2…</source>
            <translation>%1 pelaa jakoa %2…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="210" />
            <source>%1 has not played this deal yet.</source>
            <translation>%1 ei ole vielä pelannut tätä jakoa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="225" />
            <source>Game %1</source>
            <comment>Hollywood's game number</comment>
            <translation>Peli %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="231" />
            <source>%1 is being played.</source>
            <translation>%1 on käynnissä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="239" />
            <source>%1: %2 won by %3.</source>
            <translation>%1: voittaja %2, erotus %3.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="251" />
            <source>Box bonus, %1 per box</source>
            <translation>Voitetuista jaoista, %1 kustakin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="253" />
            <source>From hands</source>
            <comment>final tally, narrow column</comment>
            <translation>Jaoista</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="256" />
            <source>Box bonus</source>
            <comment>final tally, narrow column</comment>
            <translation>Voitetuista jaoista</translation>
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
            <translation>%1 · %2 pisteeseen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="296" />
            <source>Hollywood: three games at once</source>
            <translation>Hollywood: kolme peliä yhtä aikaa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="314" />
            <source>straight gin</source>
            <translation>suora gini</translation>
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
            <translation>lopetusraja %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="322" />
            <source>a spade upcard doubles</source>
            <translation>avattu pata tuplaa pisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="323" />
            <source>gin %1</source>
            <translation>gini %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="325" />
            <source>Big Gin %1</source>
            <translation>iso gini %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="327" />
            <source>laying off on gin</source>
            <translation>giniä saa täydentää</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="328" />
            <source>undercut %1</source>
            <translation>alilyönti %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="330" />
            <source>a tie is an undercut</source>
            <translation>tasapeli on alilyönti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="332" />
            <source>tie %1</source>
            <translation>tasapelihyvitys %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="336" />
            <source>a tie scores nothing</source>
            <translation>tasapelistä ei saa pisteitä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="338" />
            <source>%1 a hand won</source>
            <translation>jaon voittajalle heti %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="340" />
            <source>%1 a box</source>
            <translation>voitetusta jaosta %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="342" />
            <source>play to %1</source>
            <translation>peli %1 pisteeseen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="343" />
            <source>game bonus %1</source>
            <translation>pelivoitosta %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="345" />
            <source>shutout %1</source>
            <translation>nollapelistä %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="347" />
            <source>the result is the difference</source>
            <translation>tulos on erotus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="349" />
            <source>the loser deals</source>
            <translation>jaon hävinnyt jakaa</translation>
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
            <translation>Hollywood-ottelun voittaja: %1, erotus %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="377" />
            <source>%1 won the game, %2 to %3 (a difference of %4).</source>
            <translation>Pelin voittaja: %1, %2–%3 (erotus %4).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="400" />
            <source>Knocker</source>
            <translation>Lopettaja</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="408" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="615" />
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="825" />
            <source>Match result</source>
            <translation>Ottelun tulos</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="409" />
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="709" />
            <source>Deal code</source>
            <translation>Jakokoodi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="410" />
            <source>Reference's result</source>
            <translation>Vertailupelaajan tulos</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="411" />
            <source>Duplicate score</source>
            <translation>Duplikaattipisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="412" />
            <source>Duplicate total</source>
            <translation>Duplikaattipisteet yhteensä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="480" />
            <source>Dealer: %1</source>
            <comment>on the printed sheet</comment>
            <translation>Jakaja: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="493" />
            <source>Deadwood: %1</source>
            <comment>on the printed sheet: the two players' counts, 'Kari 7 / Ola 25'</comment>
            <translation>Miinuspisteet: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="611" />
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="820" />
            <source>%1: final tally</source>
            <comment>game</comment>
            <translation>%1: loppupisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="387" />
            <source>Hand %1 is being played.</source>
            <translation>Jako %1 on käynnissä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="105" />
            <source>%1 won %2: written in no game</source>
            <comment>a player, the hand's points</comment>
            <translation>%1 voitti %2 p. – pisteitä ei kirjattu mihinkään peliin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="113" />
            <source>%1 in no game</source>
            <comment>the hand's points</comment>
            <translation>%1 p., ei kirjattu</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="144" />
            <source>You score %1</source>
            <translation>Sinä: +%1 p.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="383" />
            <source>Not finished: printed after hand %1.</source>
            <comment>printed</comment>
            <translation>Kesken: tulostettu jaon %1 jälkeen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="388" />
            <source>Waiting for the next deal.</source>
            <translation>Odotetaan seuraavaa jakoa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="25" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="396" />
            <source>Hand</source>
            <translation>Jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="26" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="397" />
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="704" />
            <source>Dealer</source>
            <translation>Jakaja</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="27" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="398" />
            <source>Deal number</source>
            <translation>Sekoitusnumero</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="28" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="399" />
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="705" />
            <source>How</source>
            <translation>Tulos</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="29" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="401" />
            <source>Knocker's deadwood</source>
            <translation>Lopettajan miinuspisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="30" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="402" />
            <source>Defender's deadwood</source>
            <translation>Vastapuolen miinuspisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="49" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="403" />
            <source>%1: points</source>
            <translation>%1: pisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="51" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="404" />
            <source>%1: total</source>
            <translation>%1: yhteensä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="53" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="405" />
            <source>%1: boxes</source>
            <translation>%1: voitetut jaot</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="31" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="406" />
            <source>Details</source>
            <translation>Erittely</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scorepad/output.py" line="32" />
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="407" />
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="825" />
            <source>Final tally</source>
            <translation>Loppupisteet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/doc.py" line="861" />
            <source>Gin Rummy scoresheet</source>
            <translation>Gin Rummy – pistetaulukko</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="240" />
            <source>%1: %2 points, %3</source>
            <translation>%1: %2 pistettä, %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="243" />
            <source>%n box(es)</source>
            <translation>
                <numerusform>%n voitettu jako</numerusform>
                <numerusform>%n voitettua jakoa</numerusform>
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
            <translation>Miinuspisteet: %1 / %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="246" />
            <source>%1: no hand won in this game yet.</source>
            <translation>%1: ei vielä voitettua jakoa tässä pelissä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="710" />
            <source>Duplicate</source>
            <translation>Duplikaatti</translation>
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
            <translation>Jaon numero</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="783" />
            <source>No game yet.</source>
            <translation>Ei vielä peliä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="811" />
            <source>being played…</source>
            <translation>kesken…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/view.py" line="916" />
            <source>%1 / %2</source>
            <comment>deadwood: yours / the computer's</comment>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Yhteensä</translation>
        </message>
        <message>
            <source>Boxes</source>
            <translation>Voitetut jaot</translation>
        </message>
    </context>
    <context>
        <name>ScoresheetDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="391" />
            <source>scoresheet</source>
            <comment>file name, no extension</comment>
            <translation>pistetaulukko</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="394" />
            <source>Save the scoresheet as PDF</source>
            <translation>Tallenna pistetaulukko PDF-tiedostona</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="395" />
            <source>PDF documents (*.pdf)</source>
            <translation>PDF-tiedostot (*.pdf)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="399" />
            <source>Save the scoresheet as CSV</source>
            <translation>Tallenna pistetaulukko CSV-tiedostona</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="400" />
            <source>CSV tables (*.csv)</source>
            <translation>CSV-taulukot (*.csv)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="404" />
            <source>The file %1 could not be written.</source>
            <translation>Tiedostoa %1 ei voitu tallentaa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="405" />
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="412" />
            <source>Scoresheet</source>
            <translation>Pistetaulukko</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="413" />
            <source>Print…</source>
            <translation>Tulosta…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="414" />
            <source>Save as PDF…</source>
            <translation>Tallenna PDF:nä…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="415" />
            <source>Save as CSV…</source>
            <translation>Tallenna CSV:nä…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="417" />
            <source>Hide scoring lines</source>
            <translation>Piilota erittely</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="419" />
            <source>Show scoring lines</source>
            <translation>Näytä erittely</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="424" />
            <source>Close</source>
            <translation>Sulje</translation>
        </message>
    </context>
    <context>
        <name>ScoresheetPanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="253" />
            <source>Scoresheet</source>
            <translation>Pistetaulukko</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="254" />
            <source>Full view…</source>
            <translation>Koko taulukko…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/panel.py" line="249" />
            <source>Every hand with its scoring lines; print or export.</source>
            <translation>Kaikki jaot pisteriveineen; tulosta tai tallenna tiedostoon.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <location filename="../ginrummy_desktop/app/settings.py" line="399" />
            <source>Your settings file could not be read, so the usual settings are used. The old file was kept as %1.</source>
            <translation>Asetustiedostoa ei voitu lukea, joten käytössä ovat oletusasetukset. Vanha tiedosto säilytettiin nimellä %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/settings.py" line="407" />
            <source>Your settings file %1 cannot be read (no permission), so the usual settings are used, and what you change is not kept.</source>
            <translation>Asetustiedostoa %1 ei voi lukea (ei lukuoikeutta), joten käytössä ovat oletusasetukset, eikä muutoksiasi tallenneta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/settings.py" line="415" />
            <source>Your settings file %1 cannot be written (no permission): what you change lasts until the game closes.</source>
            <translation>Asetustiedostoon %1 ei voi kirjoittaa (ei kirjoitusoikeutta): muutoksesi ovat voimassa vain, kunnes suljet pelin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/settings.py" line="432" />
            <source>The house rules in your settings could not be read, so the rules of the chosen variant are used.</source>
            <translation>Asetuksiin tallennettuja omia sääntöjäsi ei voitu lukea, joten peli käyttää valittuja sääntöjä sellaisinaan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/settings.py" line="287" />
            <source>They were kept as %1.</source>
            <translation>Ne säilytettiin tiedostossa %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/settings.py" line="445" />
            <source>Your saved house rules could not be read; New game offers the rules of the variants until you deal with house rules again.</source>
            <translation>Tallennettuja omia sääntöjäsi ei voitu lukea. Uusi peli -ikkuna tarjoaa valmiita sääntöjä, kunnes aloitat taas pelin omilla säännöillä.</translation>
        </message>
    </context>
    <context>
        <name>SingleInstance</name>
        <message>
            <location filename="../ginrummy_desktop/app/single_instance.py" line="23" />
            <source>Gin Rummy is already running, so this copy closes and the game that is open comes to the front. Two copies would overwrite each other's saved game.</source>
            <translation>Gin Rummy on jo käynnissä, joten tämä kopio sulkeutuu ja avoinna oleva peli tuodaan esiin. Kaksi kopiota kirjoittaisi toistensa tallennetun pelin päälle.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/single_instance.py" line="33" />
            <source>Gin Rummy seems to be open already, but the copy its lock names (process %1) does not answer. If no Gin Rummy window is open, that copy has stopped and left its lock behind, and its number now belongs to another program.</source>
            <translation>Gin Rummy näyttää olevan jo auki, mutta lukkotiedoston nimeämä kopio (prosessi %1) ei vastaa. Jos yhtään Gin Rummy -ikkunaa ei ole auki, tuo kopio on pysähtynyt ja jättänyt lukon jälkeensä, ja sen prosessinumero on nyt toisen ohjelman käytössä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/app/single_instance.py" line="40" />
            <source>Start the game anyway?</source>
            <translation>Käynnistetäänkö peli silti?</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/__main__.py" line="104" />
            <source>&amp;Start anyway</source>
            <translation>&amp;Käynnistä silti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/__main__.py" line="108" />
            <source>&amp;Close</source>
            <translation>&amp;Sulje</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="81" />
            <source>Games played with a training aid switched on or a hint asked for, abandoned ones too</source>
            <translation>Pelit, joissa oli harjoitusapu käytössä tai kysyit vihjettä, myös kesken jätetyt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="85" />
            <source>Games you won with every training aid off, no hint and no move taken back</source>
            <translation>Pelit, jotka voitit ilman harjoitusapua ja vihjeitä ja kumoamatta yhtään siirtoa</translation>
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
                <numerusform>%n voitto</numerusform>
                <numerusform>%n voittoa</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="383" />
            <source>%n loss(es)</source>
            <translation>
                <numerusform>%n tappio</numerusform>
                <numerusform>%n tappiota</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="435" />
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="440" />
            <source>Reset statistics</source>
            <translation>Nollaa tilastot</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="461" />
            <source>Games played</source>
            <translation>Pelatut pelit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="462" />
            <source>Games won</source>
            <translation>Voitetut pelit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="463" />
            <source>Win rate</source>
            <translation>Voittoprosentti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="464" />
            <source>Games abandoned</source>
            <translation>Kesken jätetyt pelit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="465" />
            <source>Assisted games</source>
            <translation>Avustetut pelit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="466" />
            <source>Games with a move taken back</source>
            <translation>Pelit, joissa kumottiin siirto</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="467" />
            <source>Games won without aids</source>
            <translation>Ilman apua voitetut pelit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="468" />
            <source>Hands played</source>
            <translation>Pelatut jaot</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="469" />
            <source>Hands won</source>
            <translation>Voitetut jaot</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="470" />
            <source>Won by gin</source>
            <translation>Ginillä voitetut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="471" />
            <source>Won by undercut</source>
            <translation>Alilyönnillä voitetut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="472" />
            <source>Won by knocking</source>
            <translation>Lopettamalla voitetut</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="474" />
            <source>Best game (margin)</source>
            <translation>Suurin voitto (piste-ero)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="475" />
            <source>Current streak</source>
            <translation>Nykyinen putki</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="476" />
            <source>Longest winning streak</source>
            <translation>Pisin voittoputki</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="480" />
            <source>Statistics</source>
            <translation>Tilastot</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="486" />
            <source>Close</source>
            <translation>Sulje</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="495" />
            <source>&amp;Duplicate over time</source>
            <translation>&amp;Duplikaatti ajan mittaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="547" />
            <source>The history is in use by another program, perhaps another copy of the game. Open the statistics again in a moment.</source>
            <translation>Pelihistoria on toisen ohjelman käytössä – ehkä peli on auki myös toisessa ikkunassa. Avaa tilastot hetken päästä uudelleen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="568" />
            <source>Hands count from every game, finished or not; games when finished or abandoned (an abandoned game is not won).</source>
            <translation>Jaot lasketaan mukaan kaikista peleistä, myös keskeneräisistä, mutta pelit vasta, kun ne ovat päättyneet tai ne on jätetty kesken (kesken jätettyä peliä ei lasketa voitetuksi).</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="579" />
            <source>%n game(s) kept on the score pad, played with real cards, are not counted here: Game history lists them.</source>
            <translation>
                <numerusform>%n pistelehtiöön kirjattu peli (pelattu oikeilla korteilla) ei ole mukana tilastoissa; se näkyy Pelihistoriassa.</numerusform>
                <numerusform>%n pistelehtiöön kirjattua peliä (pelattu oikeilla korteilla) ei ole mukana tilastoissa; ne näkyvät Pelihistoriassa.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="596" />
            <source>Duplicate against %1: %2 points a deal over %n deal(s)</source>
            <translation>
                <numerusform>Duplikaatti %1-tasoa vastaan: %2 pistettä jakoa kohden (%n jako)</numerusform>
                <numerusform>Duplikaatti %1-tasoa vastaan: %2 pistettä jakoa kohden (%n jakoa)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="601" />
            <source>the latest %n: %1 points a deal</source>
            <translation>
                <numerusform>viimeisin %n: %1 pistettä jakoa kohden</numerusform>
                <numerusform>viimeiset %n: %1 pistettä jakoa kohden</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="349" />
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="501" />
            <source>All levels</source>
            <translation>Kaikki tasot</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="89" />
            <source>Games left unfinished for a new one: they count as played and not won</source>
            <translation>Uuden pelin vuoksi kesken jätetyt pelit: ne lasketaan pelatuiksi mutta ei voitetuiksi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="93" />
            <source>Games in which you took a move back</source>
            <translation>Pelit, joissa kumosit siirron</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="94" />
            <source>The points you won, over every hand played: a hand you lost counts as 0</source>
            <translation>Voittamasi pisteet keskimäärin pelattua jakoa kohden: hävitty jako lasketaan nollaksi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="437" />
            <source>Forget every recorded hand and game? Your statistics start again from zero. This cannot be undone.</source>
            <translation>Poistetaanko kaikki tallennetut pelit ja jaot? Tilastot alkavat taas nollasta. Toimintoa ei voi kumota.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="441" />
            <source>Cancel</source>
            <translation>Peruuta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="473" />
            <source>Points won per hand (average)</source>
            <translation>Saadut pisteet jakoa kohden</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="481" />
            <source>&amp;Reset statistics…</source>
            <translation>&amp;Nollaa tilastot…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="483" />
            <source>&amp;Game history…</source>
            <translation>&amp;Pelihistoria…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="493" />
            <source>&amp;Summary</source>
            <translation>&amp;Yhteenveto</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="494" />
            <source>&amp;Charts</source>
            <translation>&amp;Kaaviot</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="496" />
            <source>&amp;Level:</source>
            <translation>&amp;Taso:</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="524" />
            <source>Won %1 to %2 on %3</source>
            <translation>Voitto %1–%2, %3</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="544" />
            <source>Your statistics could not be read.</source>
            <translation>Tilastojasi ei voitu lukea.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="554" />
            <source>No finished games yet.</source>
            <translation>Ei vielä päättyneitä pelejä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="555" />
            <source>Finish a game against the computer to start your record.</source>
            <translation>Pelaa yksi peli loppuun tietokonetta vastaan, niin tilastosi alkavat.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="558" />
            <source>You have won %1 of %n game(s).</source>
            <translation>
                <numerusform>Voitetut pelit: %1/%n</numerusform>
                <numerusform>Voitetut pelit: %1/%n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/dialogs/statistics.py" line="563" />
            <source>Hands count from every game, finished or not; games only when finished.</source>
            <translation>Jaot lasketaan mukaan kaikista peleistä, myös keskeneräisistä, mutta pelit vasta, kun ne ovat päättyneet.</translation>
        </message>
    </context>
    <context>
        <name>TableFeedback</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="54" />
            <source>Takes the %1</source>
            <translation>Ottaa avatun kortin: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="55" />
            <source>Passes</source>
            <translation>Passaa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="56" />
            <source>Draws from the stock</source>
            <translation>Nostaa umpipakasta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="57" />
            <source>Takes the %1 from the pile</source>
            <translation>Ottaa avopakasta: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="60" />
            <source>Discards the %1</source>
            <translation>Laittaa avopakkaan: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="61" />
            <source>Knocks!</source>
            <translation>Lopettaa!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="62" />
            <source>Gin!</source>
            <translation>Gini!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="63" />
            <source>Big Gin!</source>
            <translation>Iso gini!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="64" />
            <source>Lays off the %1</source>
            <translation>Täydentää ryhmää: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/feedback.py" line="362" />
            <source>The computer took this card from the pile</source>
            <translation>Tietokone otti tämän kortin avopakasta</translation>
        </message>
    </context>
    <context>
        <name>TableLook</name>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="77" />
            <source>Card si&amp;ze</source>
            <translation>Korttien k&amp;oko</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="20" />
            <source>&amp;Small</source>
            <translation>&amp;Pienet</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="21" />
            <source>&amp;Normal</source>
            <translation>&amp;Normaalit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="22" />
            <source>&amp;Large</source>
            <translation>&amp;Suuret</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="73" />
            <source>&amp;Table felt</source>
            <translation>Pöydän &amp;verka</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="80" />
            <source>&amp;High-contrast table</source>
            <translation>&amp;Korkea kontrasti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/window/table_look.py" line="102" />
            <source>The high-contrast table has its own felt; turn it off to choose one.</source>
            <translation>Korkea kontrasti käyttää omaa verkaansa; poista se käytöstä, jos haluat valita verkan.</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="306" />
            <source>Gin!</source>
            <translation>Gini!</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="303" />
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="308" />
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="310" />
            <source>Knock</source>
            <translation>Lopetus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="306" />
            <source>every card in melds</source>
            <translation>kaikki kortit ryhmissä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="308" />
            <source>gin only</source>
            <translation>vain gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="312" />
            <source>deadwood ≤ %1</source>
            <translation>miinuspisteet ≤ %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/scene.py" line="315" />
            <source>spade upcard: scores double</source>
            <translation>avattu pata: pisteet tuplana</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/drag.py" line="567" />
            <source>Cards are laid off only on the knocker's melds, not on the cards left out of them.</source>
            <translation>Täydentää voi vain lopettajan ryhmiä, ei niiden ulkopuolelle jääneitä kortteja.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/drag.py" line="547" />
            <source>Cards never go back on the stock.</source>
            <translation>Kortteja ei koskaan palauteta umpipakkaan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/drag.py" line="557" />
            <source>To draw it, drop the card on your hand.</source>
            <translation>Nosta kortti pudottamalla se käteesi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/drag.py" line="695" />
            <source>Select a card first.</source>
            <translation>Valitse ensin kortti.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="79" />
            <source> · dealer</source>
            <translation> · jakaja</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="84" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="93" />
            <source>cards: %1</source>
            <translation>kortteja: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="104" />
            <source>Deadwood: %1</source>
            <translation>Miinuspisteet: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="109" />
            <source>Least deadwood after a discard: %1</source>
            <translation>Vähiten miinuspisteitä heiton jälkeen: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="126" />
            <source>Stock: %1 cards</source>
            <translation>Umpipakassa kortteja: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="132" />
            <source>Discard pile (%1)</source>
            <translation>Avopakka (%1)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="145" />
            <source>Holds from the pile: %1</source>
            <translation>Kädessä avopakasta: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="188" />
            <source>gin</source>
            <translation>gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="189" />
            <source>Big Gin</source>
            <translation>iso gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="191" />
            <source>knocked</source>
            <translation>lopetus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="196" />
            <source>%1: %2, deadwood %3</source>
            <translation>%1: %2, miinuspisteet %3</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="211" />
            <source>%1: deadwood %2</source>
            <translation>%1: miinuspisteet %2</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="218" />
            <source>%1: deadwood %2, lay off on the melds above</source>
            <translation>%1: miinuspisteet %2; täydennä yllä olevia ryhmiä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="233" />
            <source>The computer plays both hands.</source>
            <translation>Tietokone pelaa molemmat kädet.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="236" />
            <source>The computer is thinking…</source>
            <translation>Tietokone miettii…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/table/labels.py" line="237" />
            <source>The computer's turn</source>
            <translation>Tietokoneen vuoro</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="339" />
            <source>Both passed: draw from the stock.</source>
            <translation>Kumpikin passasi: nosta umpipakasta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="344" />
            <source>Go Big Gin, or discard a card.</source>
            <translation>Lopeta isolla ginillä tai laita kortti avopakkaan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="346" />
            <source>Discard a card, or go gin.</source>
            <translation>Laita kortti avopakkaan tai lopeta ginillä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="349" />
            <source>Discard a card.</source>
            <translation>Laita kortti avopakkaan.</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <location filename="../ginrummy_desktop/ui/table/view.py" line="191" />
            <source>Card table</source>
            <translation>Korttipöytä</translation>
        </message>
    </context>
    <context>
        <name>TallyWidget</name>
        <message numerus="yes">
            <source>%n box(es) won</source>
            <translation>
                <numerusform>%n voitettu jako</numerusform>
                <numerusform>%n voitettua jakoa</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/scoresheet/tally.py" line="197" />
            <source>Each box adds %1 points at the end of the game.</source>
            <translation>Kukin voitettu jako tuo pelin lopussa %1 lisäpistettä.</translation>
        </message>
    </context>
    <context>
        <name>Texts</name>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="46" />
            <source>You</source>
            <translation>Sinä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="47" />
            <source>Computer</source>
            <translation>Tietokone</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="72" />
            <source>CPU</source>
            <comment>the computer, in a narrow column's head</comment>
            <translation>Kone</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="76" />
            <source>Knock</source>
            <translation>Lopetus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="77" />
            <source>Gin</source>
            <translation>Gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="78" />
            <source>Big Gin</source>
            <translation>Iso gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="79" />
            <source>Undercut</source>
            <translation>Alilyönti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="80" />
            <source>Tie</source>
            <translation>Tasapeli</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="81" />
            <source>Void hand</source>
            <translation>Rauennut jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="132" />
            <source>Deadwood difference</source>
            <translation>Miinuspisteiden erotus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="133" />
            <source>Gin bonus</source>
            <translation>Ginibonus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="134" />
            <source>Big Gin bonus</source>
            <translation>Ison ginin bonus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="135" />
            <source>Undercut bonus</source>
            <translation>Alilyöntihyvitys</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="136" />
            <source>Tie bonus</source>
            <translation>Tasapelihyvitys</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="137" />
            <source>Bonus for winning the hand</source>
            <translation>Jaon voitosta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="138" />
            <source>Doubled: the upcard was a spade</source>
            <translation>Tuplattu: avattu kortti oli pata</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="139" />
            <source>Points from hands</source>
            <translation>Jaoista</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="140" />
            <source>Game bonus</source>
            <translation>Pelivoitosta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="141" />
            <source>Shutout bonus</source>
            <translation>Nollapelistä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="142" />
            <source>Box bonus</source>
            <translation>Voitetuista jaoista</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="143" />
            <source>Total</source>
            <translation>Yhteensä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="144" />
            <source>Difference</source>
            <translation>Erotus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="158" />
            <source>Box bonus (%1)</source>
            <translation>Voitetuista jaoista (%1)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="166" />
            <source>It is not your turn.</source>
            <translation>Nyt ei ole sinun vuorosi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="167" />
            <source>That move is not possible now.</source>
            <translation>Tämä siirto ei ole nyt mahdollinen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="168" />
            <source>That card is not in your hand.</source>
            <translation>Tuo kortti ei ole kädessäsi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="169" />
            <source>You may not discard the card you just took from the discard pile.</source>
            <translation>Avopakasta juuri nostamaasi korttia ei saa laittaa heti takaisin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="172" />
            <source>The last two cards of the stock are never drawn.</source>
            <translation>Umpipakan kahta viimeistä korttia ei nosteta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="175" />
            <source>The discard pile is empty.</source>
            <translation>Avopakka on tyhjä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="176" />
            <source>Both players declined the upcard: draw from the stock.</source>
            <translation>Kumpikaan ei ottanut avattua korttia: nosta umpipakasta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="179" />
            <source>You cannot knock: your deadwood would be %1, the limit is %2.</source>
            <translation>Et voi lopettaa: miinuspisteitä jäisi %1, raja on %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="183" />
            <source>Big Gin is not played with these rules.</source>
            <translation>Näillä säännöillä ei pelata isoa giniä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="186" />
            <source>Big Gin needs all eleven cards in melds.</source>
            <translation>Isoon giniin tarvitaan, että kaikki yksitoista korttia ovat ryhmissä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="182" />
            <source>That is not gin: your deadwood would be %1.</source>
            <translation>Tämä ei ole gini: miinuspisteitä jäisi %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="71" />
            <source>You</source>
            <comment>a narrow column's head</comment>
            <translation>Sinä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="145" />
            <source>Difference in game %1</source>
            <translation>Erotus, peli %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="146" />
            <source>Match result</source>
            <translation>Ottelun tulos</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="187" />
            <source>Only gin may end this hand: your deadwood would be %1.</source>
            <translation>Tämän jaon voi lopettaa vain ginillä: miinuspisteitä jäisi %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="190" />
            <source>Those cards do not form valid melds.</source>
            <translation>Noista korteista ei muodostu kelvollisia ryhmiä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="191" />
            <source>There is no such meld.</source>
            <translation>Sellaista ryhmää ei ole.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="192" />
            <source>That card does not fit that meld.</source>
            <translation>Kortti ei sovi tuohon ryhmään.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="193" />
            <source>No laying off on gin.</source>
            <translation>Giniä ei saa täydentää.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="194" />
            <source>The hand is still being played.</source>
            <translation>Jako on vielä kesken.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="195" />
            <source>The game is over.</source>
            <translation>Peli on päättynyt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="196" />
            <source>That move is not part of the game.</source>
            <translation>Sellaista siirtoa pelissä ei ole.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="203" />
            <source>You cannot knock with the %3: your deadwood would be %1, the limit is %2.</source>
            <translation>Lopetuskorttina %3 ei käy: miinuspisteitä jäisi %1, raja on %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="206" />
            <source>Throwing the %3 is not gin: your deadwood would be %1.</source>
            <translation>Gini ei onnistu, jos lopetuskortti on %3: miinuspisteitä jäisi %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="209" />
            <source>Only gin may end this hand: throwing the %3, your deadwood would be %1.</source>
            <translation>Tämän jaon voi lopettaa vain ginillä: jos lopetuskortti olisi %3, miinuspisteitä jäisi %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="231" />
            <source>There is no move of yours to take back.</source>
            <translation>Sinulla ei ole kumottavaa siirtoa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="232" />
            <source>A new hand has been dealt: the moves of the last hand cannot be taken back.</source>
            <translation>Uusi jako on alkanut: edellisen jaon siirtoja ei voi kumota.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="235" />
            <source>You have seen the card you drew from the stock: that draw cannot be taken back.</source>
            <translation>Näit umpipakasta nostamasi kortin: nostoa ei voi kumota.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="238" />
            <source>The hands have been laid open: the moves before cannot be taken back.</source>
            <translation>Kädet on jo näytetty, joten aiempia siirtoja ei voi enää kumota.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="241" />
            <source>The game is over: nothing can be taken back.</source>
            <translation>Peli on päättynyt: mitään ei voi enää kumota.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="242" />
            <source>The hand has been scored: its moves cannot be taken back.</source>
            <translation>Jaon pisteet on jo laskettu: sen siirtoja ei voi kumota.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="267" />
            <source>The %1 does not fit that meld; it fits %2.</source>
            <translation>Kortti %1 ei sovi siihen ryhmään, mutta se sopii ryhmään %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="279" />
            <source>Lay off the %1 first: the %2 fits %3 only after it.</source>
            <translation>Täydennä ensin kortilla %1: %2 sopii värisuoraan %3 vasta sen jälkeen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="283" />
            <source>Lay off %1 first, in that order: the %2 fits %3 only after them.</source>
            <translation>Täydennä ensin korteilla %1 tässä järjestyksessä: %2 sopii värisuoraan %3 vasta niiden jälkeen.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="317" />
            <source>Take the face-up card, or pass.</source>
            <translation>Ota avattu kortti tai passaa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="318" />
            <source>Draw a card from the stock or the discard pile.</source>
            <translation>Nosta kortti umpipakasta tai avopakasta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="319" />
            <source>Discard a card, or knock.</source>
            <translation>Laita kortti avopakkaan tai lopeta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="320" />
            <source>Lay off your cards on the knocker's melds, then finish.</source>
            <translation>Täydennä lopettajan ryhmiä ja ilmoita, kun olet valmis.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="323" />
            <source>The hand is over.</source>
            <translation>Jako on päättynyt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="353" />
            <source>Standard (international)</source>
            <translation>Vakio (kansainvälinen)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="354" />
            <source>Ginirommi (Finnish, 25 per hand)</source>
            <translation>Ginirommi (25 pistettä jaosta)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="355" />
            <source>Finnish, first method</source>
            <translation>Suomalainen, ensimmäinen laskutapa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="356" />
            <source>Finnish, second method</source>
            <translation>Suomalainen, toinen laskutapa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="357" />
            <source>Finnish, simplified (to 150)</source>
            <translation>Suomalainen, yksinkertaistettu (150 pisteeseen)</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="358" />
            <source>House rules</source>
            <translation>Omat säännöt</translation>
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
            <translation>Aloittelija</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="433" />
            <source>Intermediate</source>
            <translation>Keskitasoinen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="434" />
            <source>Advanced</source>
            <translation>Edistynyt</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="435" />
            <source>Expert</source>
            <translation>Asiantuntija</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="436" />
            <source>Master</source>
            <translation>Mestari</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="440" />
            <source>Unknown level</source>
            <translation>Tuntematon</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="453" />
            <source>Plays sensibly but misses chances: overlooks some melds, throws high cards.</source>
            <translation>Pelaa järkevästi mutta hukkaa tilaisuuksia: jättää joskus ryhmän huomaamatta ja hylkää korkeita kortteja.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="456" />
            <source>Takes the face-up card only for a meld and knocks as soon as it can.</source>
            <translation>Ottaa avatun kortin vain ryhmään ja lopettaa heti, kun voi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="459" />
            <source>Remembers every card it sees, keeps safe discards and waits for a good knock.</source>
            <translation>Muistaa jokaisen näkemänsä kortin, laittaa avopakkaan vaarattomia kortteja ja odottaa hyvää hetkeä lopettaa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="462" />
            <source>Like Advanced, and at close calls it plays out guesses of your hand first.</source>
            <translation>Kuten Edistynyt, mutta tiukoissa tilanteissa se pelaa ensin läpi arvauksia korteistasi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="465" />
            <source>Like Expert, and it weighs each close call and knock by its chance to win the game. From the hands already played it learns how soon you knock (it never sees your hidden cards).</source>
            <translation>Kuten Asiantuntija, mutta tiukoissa tilanteissa ja lopettamista harkitessaan se punnitsee mahdollisuuksiaan voittaa koko peli. Jo pelatuista jaoista se oppii, kuinka herkästi sinä lopetat (piilossa olevia korttejasi se ei koskaan näe).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="479" />
            <source>clubs</source>
            <translation>risti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="480" />
            <source>diamonds</source>
            <translation>ruutu</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="481" />
            <source>hearts</source>
            <translation>hertta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="482" />
            <source>spades</source>
            <translation>pata</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="486" />
            <source>ace</source>
            <translation>ässä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="487" />
            <source>two</source>
            <translation>kakkonen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="488" />
            <source>three</source>
            <translation>kolmonen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="489" />
            <source>four</source>
            <translation>nelonen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="490" />
            <source>five</source>
            <translation>vitonen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="491" />
            <source>six</source>
            <translation>kuutonen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="492" />
            <source>seven</source>
            <translation>seiska</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="493" />
            <source>eight</source>
            <translation>kasi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="494" />
            <source>nine</source>
            <translation>ysi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="495" />
            <source>ten</source>
            <translation>kymppi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="496" />
            <source>jack</source>
            <translation>jätkä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="497" />
            <source>queen</source>
            <translation>rouva</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="498" />
            <source>king</source>
            <translation>kuningas</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="530" />
            <source>%1 of %2</source>
            <comment>card name: rank, suit</comment>
            <translation>%2%1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="546" />
            <source>A reasonable move.</source>
            <translation>Järkevä siirto.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="547" />
            <source>The face-up card completes or builds a meld.</source>
            <translation>Avattu kortti tekee ryhmän valmiiksi tai kasvattaa sitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="548" />
            <source>The face-up card does not help your hand.</source>
            <translation>Avattu kortti ei auta kättäsi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="549" />
            <source>The face-up card brings your hand closer to melds than a stock card would.</source>
            <translation>Avattu kortti vie kättäsi lähemmäs ryhmiä kuin umpipakan kortti veisi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="552" />
            <source>The discard completes or builds a meld.</source>
            <translation>Kortti tekee ryhmän valmiiksi tai kasvattaa sitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="553" />
            <source>The discard brings your hand closer to melds than a stock card would.</source>
            <translation>Avopakan kortti vie kättäsi lähemmäs ryhmiä kuin umpipakan kortti veisi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="557" />
            <source>It makes no meld, but it is lower than the card you can then throw: your deadwood goes down.</source>
            <translation>Siitä ei tule ryhmää, mutta se on pienempi kuin kortti, jonka voit sen jälkeen laittaa avopakkaan: miinuspisteesi vähenevät.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="563" />
            <source>Both players passed the face-up card, so it cannot be taken now.</source>
            <translation>Kumpikin jätti avatun kortin ottamatta, joten sitä ei saa enää ottaa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="566" />
            <source>This leaves the least deadwood.</source>
            <translation>Näin miinuspisteitä jää vähiten.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="567" />
            <source>Get rid of a high card that is not in a meld.</source>
            <translation>Päästä eroon isosta kortista, joka ei kuulu mihinkään ryhmään.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="576" />
            <source>Keep the cards that are close to a meld.</source>
            <translation>Pidä kortit, joista on melkein tulossa ryhmä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="582" />
            <source>You could knock, but gin is close: keep playing.</source>
            <translation>Voisit lopettaa, mutta gini on lähellä: jatka peliä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="583" />
            <source>Knocking now risks an undercut.</source>
            <translation>Jos lopetat nyt, vastustaja voi tehdä alilyönnin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="584" />
            <source>This card fits one of the knocker's melds.</source>
            <translation>Tämä kortti sopii johonkin lopettajan ryhmään.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="600" />
            <source>The face-up card brings its hand closer to melds than a stock card would.</source>
            <translation>Avattu kortti vie tietokoneen kättä lähemmäs ryhmiä kuin umpipakan kortti veisi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="609" />
            <source>It makes no meld, but it is lower than the card it can then throw: its deadwood goes down.</source>
            <translation>Siitä ei tule ryhmää, mutta se on pienempi kuin kortti, jonka tietokone voi sen jälkeen laittaa avopakkaan: tietokoneen miinuspisteet vähenevät.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="660" />
            <source>Take the face-up %1</source>
            <translation>Ota avattu %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="661" />
            <source>Take the %1 from the discard pile</source>
            <translation>Ota %1 avopakasta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="788" />
            <source>Knocking with the %2 was better than with the %1 (deadwood %4, not %3).</source>
            <translation>Lopettaminen kortilla %2 olisi ollut parempi kuin kortilla %1 (miinuspisteitä %4 eikä %3).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="794" />
            <source>It was worth about %2 points more on average.</source>
            <translation>Se olisi tuonut keskimäärin noin %2 pistettä enemmän.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="888" />
            <source>Discard the %1 face up and play on, without knocking</source>
            <translation>Laita %1 kuvapuoli ylöspäin avopakkaan ja jatka peliä lopettamatta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="894" />
            <source>Reading the game history…</source>
            <translation>Luetaan pelihistoriaa…</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="556" />
            <source>The discard does not help your hand.</source>
            <translation>Avopakan kortti ei auta kättäsi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="571" />
            <source>A safer discard: the opponent is less likely to want it than the card you might otherwise throw.</source>
            <translation>Turvallisempi heitto: tästä kortista on vastustajalle todennäköisesti vähemmän hyötyä kuin siitä, jonka muuten laittaisit avopakkaan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="577" />
            <source>Your deadwood is low enough, and waiting for a lower count would not pay.</source>
            <translation>Miinuspisteitä on tarpeeksi vähän, eikä niiden vähenemistä kannata odottaa.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="580" />
            <source>Every card melds.</source>
            <translation>Kaikki kortit ovat ryhmissä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="581" />
            <source>All eleven cards meld.</source>
            <translation>Kaikki yksitoista korttia ovat ryhmissä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="586" />
            <source>Laying off would not lower your deadwood.</source>
            <translation>Täydentäminen ei pienentäisi miinuspisteitäsi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="587" />
            <source>This hand is over.</source>
            <translation>Tämä jako on päättynyt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="588" />
            <source>The best move found by looking ahead.</source>
            <translation>Paras siirto, kun katsotaan muutama vuoro eteenpäin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="589" />
            <source>At this score this is the safer way to win the game, though it scores fewer points.</source>
            <translation>Tällä pistetilanteella tämä on varmempi tie pelin voittoon, vaikka se tuo vähemmän pisteitä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="599" />
            <source>The face-up card does not help its hand.</source>
            <translation>Avattu kortti ei auta tietokoneen kättä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="603" />
            <source>The discard brings its hand closer to melds than a stock card would.</source>
            <translation>Avopakan kortti vie tietokoneen kättä lähemmäs ryhmiä kuin umpipakan kortti veisi.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="606" />
            <source>The discard does not help it: it draws from the stock.</source>
            <translation>Avopakan kortista ei ole sille apua, joten se nostaa umpipakasta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="614" />
            <source>It gets rid of a high card that is not in a meld.</source>
            <translation>Se pääsee eroon isosta kortista, joka ei kuulu mihinkään ryhmään.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="617" />
            <source>It keeps the cards that are close to a meld.</source>
            <translation>Se pitää kortit, joista on melkein tulossa ryhmä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="618" />
            <source>Its deadwood is low enough: it knocks now.</source>
            <translation>Sillä on tarpeeksi vähän miinuspisteitä: se lopettaa nyt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="619" />
            <source>Every card melds: it goes gin.</source>
            <translation>Kaikki kortit ovat ryhmissä: se lopettaa ginillä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="620" />
            <source>It could knock, but gin is close: it plays on.</source>
            <translation>Se voisi lopettaa, mutta gini on lähellä: se jatkaa peliä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="621" />
            <source>Knocking now would risk an undercut by you.</source>
            <translation>Jos se lopettaisi nyt, voisit tehdä alilyönnin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="644" />
            <source>Take the face-up card</source>
            <translation>Ota avattu kortti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="645" />
            <source>Pass</source>
            <translation>Passaa</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="646" />
            <source>Draw from the stock</source>
            <translation>Nosta umpipakasta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="647" />
            <source>Take the top of the discard pile</source>
            <translation>Ota avopakan päällimmäinen kortti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="648" />
            <source>Discard the %1</source>
            <translation>Laita %1 avopakkaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="649" />
            <source>Knock, discarding the %1</source>
            <translation>Lopeta ja laita %1 kuvapuoli alaspäin avopakkaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="650" />
            <source>Go gin, discarding the %1</source>
            <translation>Lopeta ginillä ja laita %1 kuvapuoli alaspäin avopakkaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="651" />
            <source>Go Big Gin</source>
            <translation>Lopeta isolla ginillä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="652" />
            <source>Lay off the %1</source>
            <translation>Lisää %1 lopettajan ryhmään</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="653" />
            <source>Finish laying off</source>
            <translation>Päätä täydentäminen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="654" />
            <source>Deal the next hand</source>
            <translation>Aloita seuraava jako</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="684" />
            <source>You took the face-up card</source>
            <translation>Otit avatun kortin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="685" />
            <source>%2 took the face-up card</source>
            <translation>%2 otti avatun kortin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="687" />
            <source>You passed</source>
            <translation>Passasit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="687" />
            <source>%2 passed</source>
            <translation>%2 passasi</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="689" />
            <source>You drew from the stock</source>
            <translation>Nostit umpipakasta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="690" />
            <source>%2 drew from the stock</source>
            <translation>%2 nosti umpipakasta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="693" />
            <source>You took the top of the discard pile</source>
            <translation>Otit avopakan päällimmäisen kortin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="694" />
            <source>%2 took the top of the discard pile</source>
            <translation>%2 otti avopakan päällimmäisen kortin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="697" />
            <source>You discarded the %1</source>
            <translation>Laitoit avopakkaan: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="698" />
            <source>%2 discarded the %1</source>
            <translation>%2 laittoi avopakkaan: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="701" />
            <source>You knocked, discarding the %1</source>
            <translation>Lopetit ja laitoit avopakkaan kuvapuoli alaspäin: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="702" />
            <source>%2 knocked, discarding the %1</source>
            <translation>%2 lopetti ja laittoi avopakkaan kuvapuoli alaspäin: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="705" />
            <source>You went gin, discarding the %1</source>
            <translation>Lopetit ginillä ja laitoit avopakkaan kuvapuoli alaspäin: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="706" />
            <source>%2 went gin, discarding the %1</source>
            <translation>%2 lopetti ginillä ja laittoi avopakkaan kuvapuoli alaspäin: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="709" />
            <source>You went Big Gin</source>
            <translation>Sait ison ginin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="710" />
            <source>%2 went Big Gin</source>
            <translation>%2 sai ison ginin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="713" />
            <source>You laid off the %1</source>
            <translation>Täydensit kortilla: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="714" />
            <source>%2 laid off the %1</source>
            <translation>%2 täydensi kortilla: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="717" />
            <source>You finished laying off</source>
            <translation>Päätit täydentämisen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="718" />
            <source>%2 finished laying off</source>
            <translation>%2 päätti täydentämisen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="721" />
            <source>You dealt the next hand</source>
            <translation>Aloitit seuraavan jaon</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="722" />
            <source>%2 dealt the next hand</source>
            <translation>%2 aloitti seuraavan jaon</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="732" />
            <source>You took the face-up %1</source>
            <translation>Otit avatun kortin: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="733" />
            <source>%2 took the face-up %1</source>
            <translation>%2 otti avatun kortin: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="736" />
            <source>You took the %1 from the discard pile</source>
            <translation>Otit avopakasta: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="737" />
            <source>%2 took the %1 from the discard pile</source>
            <translation>%2 otti avopakasta: %1</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="760" />
            <source>Discarding the %1 fed the computer's set (%2).</source>
            <translation>Avopakkaan laittamasi %1 sopi tietokoneen samanarvoisiin kortteihin (%2).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="761" />
            <source>Discarding the %1 fed the computer's run (%2).</source>
            <translation>Avopakkaan laittamasi %1 jatkoi tietokoneen värisuoraa (%2).</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="762" />
            <source>Discarding the %1 was likely to help the computer.</source>
            <translation>Avopakkaan laittamasi %1 auttoi todennäköisesti tietokonetta.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="763" />
            <source>You could have knocked here with %1, %n turn(s) before you did.</source>
            <translation>
                <numerusform>Olisit voinut lopettaa jo tässä %1 miinuspisteellä, %n vuoro aiemmin.</numerusform>
                <numerusform>Olisit voinut lopettaa jo tässä %1 miinuspisteellä, %n vuoroa aiemmin.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="766" />
            <source>You could have knocked here with %1.</source>
            <translation>Olisit voinut lopettaa jo tässä %1 miinuspisteellä.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="767" />
            <source>Knocking with %1 risked an undercut: the computer had taken the %2 from the pile.</source>
            <translation>Lopettamalla %1 miinuspisteellä otit alilyönnin riskin. Tietokone oli ottanut avopakasta: %2.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="770" />
            <source>Knocking with %1 risked an undercut.</source>
            <translation>Lopettamalla %1 miinuspisteellä otit alilyönnin riskin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="771" />
            <source>Knocking with %1 was too soon: playing on paid better.</source>
            <translation>Lopetit %1 miinuspisteellä liian aikaisin: pelin jatkaminen olisi kannattanut.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="774" />
            <source>You could have gone gin by discarding the %1.</source>
            <translation>Olisit saanut ginin, jos lopetuskortti olisi ollut %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="775" />
            <source>You could have gone Big Gin.</source>
            <translation>Olisit saanut ison ginin.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="776" />
            <source>Taking the %1 was better than drawing from the stock.</source>
            <translation>Avopakan %1 olisi kannattanut ottaa eikä nostaa umpipakasta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="777" />
            <source>Leaving the %1 and drawing from the stock was better.</source>
            <translation>Avopakan %1 kannatti jättää ja nostaa umpipakasta.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="778" />
            <source>Discarding the %1 kept %n more point(s) of deadwood than discarding the %2.</source>
            <translation>
                <numerusform>Avopakkaan laittamasi %1 jätti %n miinuspisteen enemmän kuin %2 olisi jättänyt.</numerusform>
                <numerusform>Avopakkaan laittamasi %1 jätti %n miinuspistettä enemmän kuin %2 olisi jättänyt.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="781" />
            <source>Discarding the %1 broke up your meld (%3); the %2 was the better discard.</source>
            <translation>Avopakkaan laittamasi %1 hajotti valmiin ryhmäsi (%3); %2 olisi ollut parempi heitto.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="784" />
            <source>Discarding the %1 broke up a partial meld; the %2 was the better discard.</source>
            <translation>Avopakkaan laittamasi %1 hajotti melkein valmiin ryhmän; %2 olisi ollut parempi heitto.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="787" />
            <source>The %2 was a better discard than the %1.</source>
            <translation>Parempi heitto olisi ollut %2 kuin %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="791" />
            <source>You could have laid off: %1.</source>
            <translation>Olisit voinut täydentää: %1.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/common/texts.py" line="792" />
            <source>Better move: %1 (about %2 points more on average).</source>
            <translation>Parempi siirto: %1 (keskimäärin noin %2 pistettä enemmän).</translation>
        </message>
        <message numerus="yes">
            <source>%n box(es)</source>
            <translation>
                <numerusform>%n voitettu jako</numerusform>
                <numerusform>%n voitettua jakoa</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TrainingDock</name>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="87" />
            <source>List the cards the computer &amp;took or passed over</source>
            <translation>Näytä tietokoneen &amp;ottamat ja ohittamat kortit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="91" />
            <source>Shade cards by discard &amp;safety</source>
            <translation>Varjosta kortit heitto&amp;turvallisuuden mukaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="90" />
            <source>Show the cards that can &amp;complete your melds</source>
            <translation>Näytä puuttuvat &amp;kortit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="76" />
            <source>Discard safety: %1 (%2%). How likely this card is to help the computer, from what you have seen.</source>
            <translation>Heittoturvallisuus: %1 (%2 %). Kuinka todennäköisesti tämä kortti auttaa tietokonetta sen perusteella, mitä olet nähnyt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="92" />
            <source>Show what each move is &amp;worth</source>
            <translation>Näytä siirtojen &amp;arvo</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="179" />
            <source>&amp;Training aids</source>
            <translation>&amp;Harjoitusapu</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/dock.py" line="180" />
            <source>Training aids</source>
            <translation>Harjoitusapu</translation>
        </message>
    </context>
    <context>
        <name>TrainingPanel</name>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="155" />
            <source>safe</source>
            <translation>turvallinen</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="156" />
            <source>some risk</source>
            <translation>pieni riski</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="157" />
            <source>risky</source>
            <translation>riskialtis</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="309" />
            <source>Training aids</source>
            <translation>Harjoitusapu</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="310" />
            <source>The computer's pickups</source>
            <translation>Tietokoneen nostot avopakasta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="312" />
            <source>Discard safety</source>
            <translation>Heittoturvallisuus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="313" />
            <source>Cards the computer took or passed over</source>
            <translation>Kortit, jotka tietokone otti tai jätti ottamatta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="311" />
            <source>Cards that can complete your partial melds</source>
            <translation>Keskeneräisten ryhmiesi puuttuvat kortit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="315" />
            <source>Partial melds and the cards that can still complete them</source>
            <translation>Keskeneräiset ryhmät ja vielä saatavilla olevat puuttuvat kortit</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="318" />
            <source>How likely each card is to help the computer</source>
            <translation>Kuinka todennäköisesti kukin kortti auttaa tietokonetta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="323" />
            <source>The percentage: the chance that the computer holds two cards that make a meld with the card, from what you have seen.</source>
            <translation>Prosentti: todennäköisyys, että tietokoneella on kaksi korttia, jotka muodostavat ryhmän kyseisen kortin kanssa – laskettu sen perusteella, mitä olet nähnyt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="336" />
            <source>Switch on a training aid in the Game menu.</source>
            <translation>Ota harjoitusapu käyttöön Peli-valikosta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="338" />
            <source>The aids appear when a hand is dealt.</source>
            <translation>Apu näkyy, kun kortit on jaettu.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="343" />
            <source>The lists below count only what you have seen so far in this hand.</source>
            <translation>Alla olevat luettelot perustuvat vain siihen, mitä olet tässä jaossa tähän mennessä nähnyt.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="360" />
            <source>No more draws in this hand.</source>
            <translation>Tässä jaossa ei enää nosteta kortteja.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="365" />
            <source>No more discards in this hand.</source>
            <translation>Tässä jaossa ei enää laiteta kortteja avopakkaan.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="385" />
            <source>taken, still held</source>
            <translation>otettu, yhä kädessä</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="385" />
            <source>taken, thrown again</source>
            <translation>otettu, laitettu taas avopakkaan</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="393" />
            <source>passed over</source>
            <translation>jätetty ottamatta</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="401" />
            <source>Nothing taken or passed over yet.</source>
            <translation>Mitään ei ole vielä otettu eikä jätetty ottamatta.</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="409" />
            <source>No partial melds among your deadwood.</source>
            <translation>Ryhmiin kuulumattomissa korteissasi ei ole keskeneräisiä ryhmiä.</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/training/panel.py" line="413" />
            <source>%n card(s) still available</source>
            <translation>
                <numerusform>%n kortti vielä saatavilla</numerusform>
                <numerusform>%n korttia vielä saatavilla</numerusform>
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
            <translation>ryhmässä</translation>
        </message>
    </context>
    <context>
        <name>WinSharesChart</name>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="84" />
            <source>Knock</source>
            <translation>Lopetus</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="85" />
            <source>Gin</source>
            <translation>Gini</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="86" />
            <source>Undercut</source>
            <translation>Alilyönti</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="87" />
            <source>Tie</source>
            <translation>Tasapeli</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="88" />
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="91" />
            <source>How the hands were won</source>
            <translation>Miten jaot voitettiin</translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="89" />
            <source>No hands won yet</source>
            <translation>Yhtään jakoa ei ole vielä voitettu</translation>
        </message>
        <message numerus="yes">
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="99" />
            <source>%n hand(s) won</source>
            <translation>
                <numerusform>%n voitettu jako</numerusform>
                <numerusform>%n voitettua jakoa</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../ginrummy_desktop/ui/charts/shares.py" line="112" />
            <source>Hands won</source>
            <translation>Voitetut jaot</translation>
        </message>
    </context>
</TS>
