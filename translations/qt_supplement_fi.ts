<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI" sourcelanguage="en">
<!-- Loaded over PySide6's qtbase_fi.qm. qtbase_fi already writes Välilyönti, Vaihto,
     Sarkain, Askelpalautin and "Vasen nuoli", but keeps the English "Return" for the
     key Finnish keyboards and Finnish software call Enter.
     Hand-written: update_translations.py compiles it but lupdate never touches it. -->
<context>
    <name>QShortcut</name>
    <message>
        <source>Return</source>
        <translation>Enter</translation>
    </message>
</context>
<!-- qtbase_fi writes the message boxes' Cancel "Peru"; the game's own dialogs, and
     Finnish software, write "Peruuta". -->
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Kansio:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Tiedosto&amp;tyyppi:</translation>
    </message>
</context>
<!-- The print dialog (the scoresheet and the score pad print): texts the Finnish
     catalogue of qtbase does not have, written from its source texts. -->
<context>
    <name>QPrintDialog</name>
    <message>
        <source>Duplex Settings Conflicts</source>
        <translation>Ristiriitaiset kaksipuolisen tulostuksen asetukset</translation>
    </message>
    <message>
        <source>There are conflicts in duplex settings. Do you want to fix them?</source>
        <translation>Kaksipuolisen tulostuksen asetukset ovat ristiriidassa. Haluatko korjata ne?</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesDialog</name>
    <message>
        <source>Advanced Option Conflicts</source>
        <translation>Ristiriitaiset lisäasetukset</translation>
    </message>
    <message>
        <source>Page Setup Conflicts</source>
        <translation>Ristiriitaiset sivuasetukset</translation>
    </message>
    <message>
        <source>There are conflicts in page setup options. Do you want to fix them?</source>
        <translation>Sivuasetukset ovat ristiriidassa. Haluatko korjata ne?</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Double Sided Printing</source>
        <translation>Kaksipuolinen tulostus</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Pitkän reunan sidonta</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Ei käytössä</translation>
    </message>
    <message>
        <source>Page &amp;Set:</source>
        <translation>Sivu&amp;joukko:</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Lyhyen reunan sidonta</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>Joissakin asetuksissa on ristiriitoja. Korjaa ne.</translation>
    </message>
</context>
<!-- Qt 6.11's own source texts of the print properties (with their access keys), which
     the Finnish catalogue does not have. -->
<context>
    <name>QCupsJobWidget</name>
    <message>
        <source>Scheduled &amp;printing:</source>
        <translation>Ajoitettu &amp;tulostus:</translation>
    </message>
    <message>
        <source>&amp;Billing information:</source>
        <translation>&amp;Laskutustiedot:</translation>
    </message>
    <message>
        <source>Job &amp;priority:</source>
        <translation>Työn &amp;prioriteetti:</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>&amp;Alussa:</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <translation>L&amp;opussa:</translation>
    </message>
    <message>
        <source>Banner page at start</source>
        <translation>Etulehti alussa</translation>
    </message>
    <message>
        <source>Banner page at end</source>
        <translation>Etulehti lopussa</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page &amp;order:</source>
        <translation>Sivujen &amp;järjestys:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Sivuja &amp;arkilla:</translation>
    </message>
</context>
</TS>
