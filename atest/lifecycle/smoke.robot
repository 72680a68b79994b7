*** Settings ***
Resource          ../resources/common.resource

*** Test Cases ***
Create Navigate Snapshot
    Create Instance
    ${page} =    Open Test Page    index.html
    Should Be Equal    ${page}[title]    Fixture Home
    ${snap} =    Snapshot
    Should Contain    ${snap}[snapshot]    heading "Welcome to the fixtures"
