*** Settings ***
Documentation     A plugin's tool is a keyword: the example plugin docs/plugins/heading_outline.py,
...               imported with and without its argument, against a fixture page.
Resource          ../resources/common.resource
Library           CamoufoxLibrary    plugins=${CURDIR}/../../docs/plugins/heading_outline.py;deepest=3
...               AS    Outlined
Suite Setup       Outlined.Create Instance    plugins
Suite Teardown    Outlined.Destroy Instance    plugins


*** Test Cases ***
Plugin Keyword Reads The Page
    Outlined.Navigate    ${URL}/outline.html
    ${outline} =    Outlined.Heading Outline
    Should Be Equal As Integers    ${outline}[count]    4
    Should Be Equal    ${outline}[headings][0][text]    Guide
    Should Be Equal As Integers    ${outline}[headings][2][level]    3
    Should Be Equal    ${outline}[headings][3][text]    Use

Plugin Keyword Fails With The Tool's Error Type
    Run Keyword And Expect Error    page_not_found:*
    ...    Outlined.Heading Outline    page_id=p-missing

The Library Without Plugins Has No Plugin Keyword
    # By a variable: a keyword that must not exist would fail make analyze by its name.
    ${missing} =    Set Variable    CamoufoxLibrary.Heading Outline
    Run Keyword And Expect Error    No keyword with name '${missing}' found.
    ...    ${missing}
