*** Settings ***
Documentation     The getter keywords: values read once, or asserted with operators that
...               retry the whole read. One browser instance serves every suite here.
Resource          ../resources/common.resource
Suite Setup       Create Instance    getters
