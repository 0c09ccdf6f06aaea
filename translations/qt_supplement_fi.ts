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
</TS>
